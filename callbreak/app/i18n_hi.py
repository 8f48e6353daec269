"""Hindi (हिन्दी) for `i18n.tr`: the English sentence -> its Hindi. Card words as Hindi
players say them: कॉल (call), हाथ (trick), पत्ता (card), हुकुम तुरुप (spades are trumps),
पान, चिड़ी, ईंट. Card codes (A♠) and numbers stay as on the cards."""

from __future__ import annotations

from callbreak.engine import Suit

SUITS = {Suit.SPADES: "हुकुम", Suit.HEARTS: "पान", Suit.CLUBS: "चिड़ी", Suit.DIAMONDS: "ईंट"}

TEXT: dict[str, str] = {
    # names
    "You": "आप",
    "Aarati": "आरती",
    "Bikash": "विकास",
    "Sushila": "सुशीला",
    # main menu, pause, placeholders
    "New game": "नया खेल",
    "Continue": "खेल जारी रखें",
    "Daily deal": "दैनिक खेल",
    "Settings": "सेटिंग",
    "Statistics": "आँकड़े",
    "How to play": "कैसे खेलें",
    "Quit": "बंद करें",
    "Call Break, the card game of Nepal": "कॉल ब्रेक, नेपाल का ताश का खेल",
    "The saved game could not be read; starting a new one.":
        "सहेजा गया खेल पढ़ा नहीं जा सका; नया खेल शुरू हो रहा है।",
    "You have played today's deal already: this one is practice and will not count.":
        "आप आज का खेल खेल चुके हैं: यह अभ्यास है, इसकी गिनती नहीं होगी।",
    "Paused": "खेल रुका है",
    "Resume": "खेल जारी रखें",
    "Quit to menu": "मेनू पर जाएँ",
    "Esc to resume": "फिर से खेलने के लिए Esc",
    "Sound on": "आवाज़: चालू",
    "Sound off": "आवाज़: बंद",
    "That setting cannot be used: {error}": "यह सेटिंग इस्तेमाल नहीं हो सकती: {error}",
    "Full screen is not available: {error}": "फ़ुल स्क्रीन उपलब्ध नहीं है: {error}",
    "Could not save the settings: {error}": "सेटिंग सहेजी नहीं जा सकी: {error}",
    "on": "चालू",
    "off": "बंद",
    " or ": " या ",
    " and ": " और ",
    # the table
    "Your turn: pick a card": "आपकी बारी: एक पत्ता चुनें",
    "{name} to play": "{name} की बारी",
    "{name} to call": "{name} की कॉल की बारी",
    "{name} calls {call}": "{name} की कॉल: {call}",
    "You take the trick": "आपने हाथ जीता",
    "{name} takes the trick": "{name} ने हाथ जीता",
    "Round {n}: You deal": "राउंड {n}: आप बाँटेंगे",
    "Round {n}: {name} deals": "राउंड {n}: {name} बाँटेंगे",
    "Redeal: {who} had {reason}. The same dealer deals again.":
        "दोबारा बँटाई: {who} — {reason}। वही बाँटने वाला फिर से बाँटेगा।",
    "no spade": "हाथ में एक भी हुकुम नहीं था",
    "no face card": "हाथ में कोई J, Q या K नहीं था",
    "Thinking about a hint…": "सुझाव सोचा जा रहा है…",
    "Hint: play the {card}. {reason}": "सुझाव: {card} चलें। {reason}",
    "Could not save the game: {error}": "खेल सहेजा नहीं जा सका: {error}",
    "D": "बाँ",
    "score": "अंक",
    "your call": "कॉल करें",
    "calling": "कॉल सोच रहे",
    "no call yet": "कॉल बाकी",
    "won / call": "जीते / कॉल",
    "thinking": "सोच रहे हैं",
    "Round {n} of {rounds}": "राउंड {n} / {rounds}",
    "Daily deal {day}": "दैनिक खेल {day}",
    "Play goes anticlockwise": "खेल घड़ी की उलटी दिशा में",
    "Play goes clockwise": "खेल घड़ी की दिशा में",
    "spades are trumps": "हुकुम तुरुप है",
    "Menu": "मेनू",
    "Last trick": "पिछला हाथ",
    "Hint": "सुझाव",
    "Your call": "आपकी कॉल",
    "How many tricks will you take?  (← →, a number, Enter)":
        "आप कितने हाथ जीतेंगे?  (← →, कोई अंक, Enter)",
    "★ suggested: {n}   (H: why)": "★ सुझाव: {n}   (H: क्यों?)",
    "Call {n}  (Enter)": "कॉल {n}  (Enter)",
    # the engine's reasons (matched in i18n.reason)
    "The {card} is not in your hand.": "{card} आपके पास नहीं है।",
    "You must follow {suit}.": "आपके पास {suit} है, इसलिए {suit} ही चलना होगा।",
    "You must beat the {best} with the {card}.":
        "{best} से बड़ा पत्ता चलना होगा: {card} चलें।",
    "You must beat the {best} with a higher {suit} ({cards}).":
        "{best} से बड़ा {suit} का पत्ता चलना होगा ({cards})।",
    "You have no {suit}, so you must trump with a spade.":
        "आपके पास {suit} नहीं है, इसलिए ♠ हुकुम से काटना होगा।",
    "Wait for the calls to finish.": "सबकी कॉल पूरी होने तक रुकें।",
    "The round is over.": "यह राउंड ख़त्म हो गया।",
    "Wait for your turn.": "अपनी बारी का इंतज़ार करें।",
    # round result and scorecard
    "Player": "खिलाड़ी",
    "Call": "कॉल",
    "Tricks": "हाथ",
    "Score": "अंक",
    "Total": "कुल",
    "made": "पूरी",
    "missed": "चूकी",
    "See the final scores  (Enter)": "अंतिम अंक देखें  (Enter)",
    "Next round  (Enter)": "अगला राउंड  (Enter)",
    "Final scores": "अंतिम अंक",
    "You win!": "आप जीत गए!",
    "{name} wins": "{name} विजेता",
    "{names} share the win": "{names} संयुक्त विजेता",
    "Round {n}": "राउंड {n}",
    "won / call, then the round's score": "जीते हाथ / कॉल, फिर राउंड के अंक",
    "Back to menu": "मेनू पर वापस",
    "Play again": "फिर से खेलें",
    # settings
    "Back": "वापस",
    "On": "चालू",
    "Off": "बंद",
    "↑ ↓ choose    ← → change    Enter change or press    Esc back":
        "↑ ↓ चुनें    ← → बदलें    Enter बदलें या दबाएँ    Esc वापस",
    "applies from your next game": "अगले खेल से लागू",
    "Back to where you were. Everything is saved as you change it.":
        "जहाँ थे वहीं वापस। हर बदलाव उसी समय सहेज लिया जाता है।",
    "The sound is off just now: turn it on above to hear it.":
        "अभी आवाज़ बंद है: सुनने के लिए ऊपर आवाज़ चालू करें।",
    "Your settings cannot be saved just now: they last until you close Callbreak.":
        "अभी सेटिंग सहेजी नहीं जा सकती: Callbreak बंद करने तक ही रहेगी।",
    "Two colours": "दो रंग",
    "Four colours": "चार रंग",
    "House rules": "खेल के नियम",
    "Changes here apply from your next game, so a game in play keeps its rules.":
        "यहाँ के बदलाव अगले खेल से लागू होते हैं; चल रहे खेल के नियम नहीं बदलते।",
    "Game length": "खेल की लंबाई",
    "How many rounds one game lasts.": "एक खेल में कितने राउंड होते हैं।",
    "3 rounds": "3 राउंड",
    "5 rounds": "5 राउंड",
    "10 rounds": "10 राउंड",
    "A short game.": "छोटा खेल।",
    "The usual game.": "सामान्य खेल।",
    "A long game for a long evening.": "लंबी शाम के लिए लंबा खेल।",
    "Call range": "कॉल की सीमा",
    "The lowest and highest call a player may make.":
        "कोई खिलाड़ी कम से कम और ज़्यादा से ज़्यादा कितनी कॉल कर सकता है।",
    "1 to 8": "1 से 8",
    "1 to 13": "1 से 13",
    "The usual range.": "सामान्य सीमा।",
    "A great hand may call every trick.": "बहुत अच्छे पत्ते हों तो सभी 13 हाथों की कॉल हो सकती है।",
    "Big call": "बड़ी कॉल",
    "Big call: a call of 8 or more that is made scores 13.0, whatever the extra tricks.":
        "बड़ी कॉल: 8 या ज़्यादा की कॉल पूरी हो, तो ज़्यादा हाथ कितने भी हों, 13.0 अंक।",
    "Must beat when following": "रंग पर बड़ा पत्ता ज़रूरी",
    "Must beat: when you follow suit you must play higher than the best card so far, "
    "if you can.":
        "बड़ा पत्ता ज़रूरी: रंग मिलाते समय, हो सके तो अब तक के सबसे बड़े पत्ते से बड़ा "
        "पत्ता चलना होगा।",
    "On is the usual rule in Nepal.": "नेपाल में आम तौर पर यह नियम चालू रहता है।",
    "Off: any card of the suit led will do (Call Bridge style). You must still trump "
    "when you have none.":
        "बंद: चले हुए रंग का कोई भी पत्ता चलेगा (कॉल ब्रिज की तरह)। वह रंग न हो तो "
        "हुकुम से काटना फिर भी ज़रूरी है।",
    "Redeal weak hands": "कमज़ोर पत्ते दोबारा बाँटें",
    "Redeal: if any hand has no spade, or no J, Q or K, the same dealer deals again.":
        "दोबारा बँटाई: किसी के पास एक भी हुकुम न हो, या कोई J, Q या K न हो, तो वही "
        "बाँटने वाला फिर से बाँटता है।",
    "Direction of play": "खेल की दिशा",
    "Which way the deal, the calls and the play go round the table.":
        "बँटाई, कॉल और खेल मेज़ पर किस दिशा में घूमते हैं।",
    "Anticlockwise": "घड़ी की उलटी दिशा",
    "Clockwise": "घड़ी की दिशा",
    "After you comes the player on your right, as in Nepal.":
        "आपके बाद दाईं ओर वाले खिलाड़ी की बारी, जैसे नेपाल में।",
    "After you comes the player on your left.": "आपके बाद बाईं ओर वाले खिलाड़ी की बारी।",
    "Use the usual rules": "सामान्य नियम अपनाएँ",
    "Put every house rule back to the usual table of the rules page.":
        "सभी नियम फिर से वैसे कर दें जैसे नियमों के पेज पर लिखे हैं।",
    "Opponents": "विरोधी",
    "Computer players": "कंप्यूटर खिलाड़ी",
    "How strongly the three computer players play.":
        "तीनों कंप्यूटर खिलाड़ी कितना मज़बूत खेलते हैं।",
    "A new level plays from your next game.": "नया स्तर अगले खेल से लागू होगा।",
    "Easy": "आसान",
    "Medium": "मध्यम",
    "Hard": "कठिन",
    "Expert": "माहिर",
    "Gentle: good for learning the game.": "नरम: खेल सीखने के लिए अच्छा।",
    "A fair, steady game.": "संतुलित, स्थिर खेल।",
    "Sharp play that punishes mistakes.": "तेज़ खेल, जो ग़लतियों की सज़ा देता है।",
    "The strongest play the game has.": "इस खेल का सबसे मज़बूत खिलाड़ी।",
    "Table": "मेज़",
    "Animation speed": "एनिमेशन की रफ़्तार",
    "How fast cards move, and how long the computer players pause between plays.":
        "पत्ते कितनी तेज़ी से चलते हैं, और कंप्यूटर खिलाड़ी हर चाल से पहले कितना रुकते हैं।",
    "Slow": "धीमी",
    "Normal": "सामान्य",
    "Fast": "तेज़",
    "Reduced motion": "कम हलचल",
    "Cards appear in place instead of flying across the table. Pauses to read the table "
    "stay.":
        "पत्ते मेज़ पर उड़ने के बजाय सीधे अपनी जगह दिखते हैं। पढ़ने के लिए ठहराव बना रहता है।",
    "Card back": "पत्ते की पीठ",
    "The picture on the back of the cards.": "पत्तों के पीछे का चित्र।",
    "Red": "लाल",
    "Blue": "नीला",
    "Four-colour deck": "चार रंगों की गड्डी",
    "Clubs green and diamonds blue, so the four suits differ at a glance.":
        "चिड़ी हरी और ईंट नीली, ताकि चारों रंग एक नज़र में अलग दिखें।",
    "Sound": "आवाज़",
    "Sounds for dealing, playing and winning tricks. M turns them on or off at any time.":
        "बाँटने, पत्ता चलने और हाथ जीतने की आवाज़ें। M से कभी भी चालू या बंद करें।",
    "Volume": "आवाज़ का स्तर",
    "How loud the sounds are.": "आवाज़ कितनी तेज़ हो।",
    "Window and language": "विंडो और भाषा",
    "Full screen": "फ़ुल स्क्रीन",
    "Fill the whole screen. F11 switches at any time.":
        "पूरी स्क्रीन भरें। F11 से कभी भी बदलें।",
    "Language": "भाषा",
    "The language of the game's words.": "खेल में दिखने वाले शब्दों की भाषा।",
    "Every screen changes at once.": "हर स्क्रीन तुरंत बदल जाती है।",
    # statistics
    "Games played": "खेले गए खेल",
    "Won": "जीते",
    "Shared wins": "साझा जीत",
    "Win rate": "जीत दर",
    "Your play": "आपका खेल",
    "Rounds played": "खेले गए राउंड",
    "Calls made": "पूरी कॉल",
    "Average round score": "राउंड का औसत अंक",
    "Best game total": "सबसे अच्छे खेल का कुल",
    "Longest run of made calls": "लगातार पूरी कॉल का सबसे लंबा सिलसिला",
    "{made} of {rounds}": "{rounds} में से {made}",
    "1 round": "1 राउंड",
    "{n} rounds": "{n} राउंड",
    "By computer-player level": "कंप्यूटर खिलाड़ी के स्तर के अनुसार",
    "Level": "स्तर",
    "Games": "खेल",
    "Shared": "साझा",
    "Average": "औसत",
    "In bold: {level}, the level you play now.": "गाढ़े अक्षरों में: {level}, जिस स्तर पर आप अभी खेलते हैं।",
    "Today's daily deal": "आज का दैनिक खेल",
    "Not played yet today.": "आज अभी खेला नहीं।",
    "Choose Daily deal on the main menu: everyone gets the same cards today.":
        "मुख्य मेनू में ‘दैनिक खेल’ चुनें: आज सबको एक जैसे पत्ते मिलते हैं।",
    "you won!": "आप जीते!",
    "you shared the win.": "जीत साझा हुई।",
    "not a win this time.": "इस बार जीत नहीं।",
    "Played today: total {total}, {verdict}": "आज खेला: कुल {total}, {verdict}",
    "Calls made in {made} of {rounds} rounds. A new deal comes tomorrow.":
        "{rounds} में से {made} राउंड में कॉल पूरी हुई। नया खेल कल आएगा।",
    "Started today: 1 round played, {score} so far.":
        "आज शुरू किया: 1 राउंड खेला, अब तक {score}।",
    "Started today: {rounds} rounds played, {score} so far.":
        "आज शुरू किया: {rounds} राउंड खेले, अब तक {score}।",
    "Continue it from the main menu to finish it for the record.":
        "रिकॉर्ड में गिनने के लिए इसे मुख्य मेनू से जारी रखकर पूरा करें।",
    "Finish a round and your figures start to appear here.":
        "एक राउंड पूरा करें, फिर आपके आँकड़े यहाँ दिखने लगेंगे।",
    "Reset statistics": "आँकड़े मिटाएँ",
    "Reset all statistics?": "सारे आँकड़े मिटाएँ?",
    "This cannot be undone.": "मिटाने के बाद वापस नहीं आएँगे।",
    "Yes, reset": "हाँ, मिटाएँ",
    "No, keep them": "नहीं, रहने दें",
    "Statistics reset.": "आँकड़े मिटा दिए गए।",
    "The statistics could not be reset: {error}": "आँकड़े मिटाए नहीं जा सके: {error}",
    "Statistics are not being kept just now: Callbreak could not open the folder where it "
    "keeps its files. Your games play just the same.":
        "अभी आँकड़े नहीं रखे जा रहे: Callbreak अपनी फ़ाइलों वाला फ़ोल्डर नहीं खोल सका। "
        "खेल पहले जैसा ही चलता है।",
    "← → choose    Enter press    Esc back": "← → चुनें    Enter दबाएँ    Esc वापस",
    "Enter or Esc back": "वापस: Enter या Esc",
    # how to play
    "The game": "खेल",
    "Four players, each for themselves: you and three computer players.":
        "चार खिलाड़ी, सब अपने-अपने लिए: आप और तीन कंप्यूटर खिलाड़ी।",
    "All 52 cards are dealt, 13 to each player. In every suit the ace is highest and "
    "the two lowest.":
        "सभी 52 पत्ते बाँटे जाते हैं, हर खिलाड़ी को 13। हर रंग में इक्का सबसे बड़ा और "
        "दुक्की सबसे छोटी।",
    "Spades are always trumps: any spade beats any card of another suit.":
        "हुकुम हमेशा तुरुप है: कोई भी हुकुम दूसरे रंग के किसी भी पत्ते को काट देता है।",
    "A game has 5 rounds. The highest total after the last round wins.":
        "एक खेल में 5 राउंड होते हैं। आख़िरी राउंड के बाद सबसे ज़्यादा कुल अंक वाला जीतता है।",
    "Highest to lowest, in every suit": "हर रंग में, बड़े से छोटा",
    "high": "बड़ा",
    "low": "छोटा",
    "Even the 2♠ beats the A♥: spades are trumps.": "2♠ भी A♥ को काट देता है: हुकुम तुरुप है।",
    "Calling": "कॉल करना",
    "After the deal each player calls how many tricks they mean to win, from 1 to 8.":
        "बँटाई के बाद हर खिलाड़ी कॉल करता है कि वह कितने हाथ जीतेगा, 1 से 8 तक।",
    "There is no pass and no zero, and the calls need not add up to 13.":
        "पास या शून्य की कॉल नहीं होती, और सबकी कॉल का जोड़ 13 होना ज़रूरी नहीं।",
    "The player after the dealer calls first, and leads the first trick.":
        "बाँटने वाले के बाद वाला खिलाड़ी पहले कॉल करता है और पहला हाथ शुरू करता है।",
    "The game suggests a call for your hand; change it with ← → or the number keys and "
    "press Enter.":
        "खेल आपके पत्तों के लिए एक कॉल सुझाता है; ← → या अंकों की कुंजियों से बदलें और "
        "Enter दबाएँ।",
    "A hand that might call 4": "ऐसे पत्ते जिन पर 4 की कॉल हो सकती है",
    "Its likely tricks": "इनसे बनने वाले हाथ",
    "Aces, kings and spades win tricks: count them to choose a call.":
        "इक्के, बादशाह और हुकुम हाथ जिताते हैं: इन्हें गिनकर कॉल चुनें।",
    "Playing a trick": "एक हाथ खेलना",
    "The leader plays any card; then each player plays one card in turn "
    "(anticlockwise: the player on the leader's right goes next).":
        "शुरू करने वाला कोई भी पत्ता चलता है; फिर बारी-बारी से हर खिलाड़ी एक पत्ता चलता "
        "है (घड़ी की उलटी दिशा में: शुरू करने वाले के दाईं ओर वाला अगला)।",
    "You must play the suit led if you have it.":
        "जो रंग चला गया है, वह आपके पास हो तो वही चलना होगा।",
    "The highest card of the suit led wins the trick, unless a spade was played: then "
    "the highest spade wins.":
        "चले हुए रंग का सबसे बड़ा पत्ता हाथ जीतता है; पर अगर हुकुम चला गया हो तो सबसे "
        "बड़ा हुकुम जीतता है।",
    "The winner leads the next trick. A round has 13 tricks.":
        "जीतने वाला अगला हाथ शुरू करता है। एक राउंड में 13 हाथ होते हैं।",
    "Hearts led, no spade: the K♥ wins.": "पान चला, कोई हुकुम नहीं: K♥ जीता।",
    "A player with no hearts trumped: the 4♠ wins.":
        "जिसके पास पान नहीं था, उसने हुकुम से काटा: 4♠ जीता।",
    "You must beat the best card": "बड़ा पत्ता चलना ज़रूरी",
    "When you follow suit, you must play higher than the best card in the trick, if "
    "you can.":
        "रंग मिलाते समय, हो सके तो मेज़ पर सबसे बड़े पत्ते से बड़ा पत्ता चलना होगा।",
    "If you have nothing higher, any card of that suit will do.":
        "उससे बड़ा न हो, तो उस रंग का कोई भी पत्ता चलेगा।",
    "Once someone has trumped with a spade, any card of the suit led will do.":
        "किसी ने हुकुम से काट दिया हो, तो चले हुए रंग का कोई भी पत्ता चलेगा।",
    "The game dims the cards you may not play and tells you why.":
        "जो पत्ते नहीं चल सकते वे धुँधले दिखते हैं, और खेल बताता है क्यों।",
    "K♥ led: holding A♥ and 2♥, you must play the A♥.":
        "K♥ चला: आपके पास A♥ और 2♥ हैं, तो A♥ ही चलना होगा।",
    "Nothing above the K♥: either heart will do.": "K♥ से बड़ा कुछ नहीं: कोई भी पान चलेगा।",
    "Trumping": "हुकुम से काटना",
    "No card of the suit led? Then you must play a spade, if you have one.":
        "चला हुआ रंग नहीं है? तो हुकुम हो तो हुकुम चलना होगा।",
    "Any spade beats every card of the other suits: even the 2♠ beats an ace.":
        "कोई भी हुकुम दूसरे रंगों के हर पत्ते को काटता है: 2♠ भी इक्के को काट देता है।",
    "With no card of the suit led and no spade, you may play any card.":
        "न चला हुआ रंग हो, न हुकुम, तो कोई भी पत्ता चल सकते हैं।",
    "A♦ led and you have no diamonds: you must trump with the 2♠.":
        "A♦ चला और आपके पास ईंट नहीं: 2♠ से काटना होगा।",
    "No diamonds and no spades: any card will do.": "न ईंट, न हुकुम: कोई भी पत्ता चलेगा।",
    "Overtrumping": "ऊपर से काटना",
    "If a spade is already in the trick and you must trump too, you must play a higher "
    "spade, if you have one.":
        "अगर मेज़ पर पहले से हुकुम है और आपको भी काटना है, तो हो सके तो उससे बड़ा हुकुम "
        "चलना होगा।",
    "If all your spades are lower, you may play any card: a low spade or another suit.":
        "आपके सारे हुकुम छोटे हों, तो कोई भी पत्ता चल सकते हैं: छोटा हुकुम या दूसरा रंग।",
    "Q♦ led and trumped with the 5♠: you must overtrump with the 9♠.":
        "Q♦ चला और 5♠ से काटा गया: आपको 9♠ से ऊपर से काटना होगा।",
    "Your only spade, the 3♠, is lower than the 5♠: any card will do.":
        "आपका अकेला हुकुम 3♠, 5♠ से छोटा है: कोई भी पत्ता चलेगा।",
    "Scoring": "अंक गिनना",
    "Win at least as many tricks as you called and you make your call: you score the "
    "call, plus 0.1 for each extra trick.":
        "जितनी कॉल की, कम से कम उतने हाथ जीतें तो कॉल पूरी: कॉल के बराबर अंक, और हर "
        "ज़्यादा हाथ का 0.1।",
    "Win fewer and you lose your call.": "कम जीते तो कॉल के बराबर अंक कटते हैं।",
    "Scores add up over the rounds. The highest total wins; players tied at the top "
    "share the win.":
        "राउंडों के अंक जुड़ते जाते हैं। सबसे ज़्यादा कुल वाला जीतता है; बराबरी पर जीत "
        "साझा होती है।",
    "Game length: 3, 5 or 10 rounds.": "खेल की लंबाई: 3, 5 या 10 राउंड।",
    "Call range: 1 to 8, or 1 to 13.": "कॉल की सीमा: 1 से 8, या 1 से 13।",
    "Big call: a made call of 8 or more scores 13.0.":
        "बड़ी कॉल: 8 या ज़्यादा की कॉल पूरी हो तो 13.0 अंक।",
    "Must beat off: a player following suit may play any card of that suit.":
        "बड़ा पत्ता ज़रूरी बंद: रंग मिलाते समय उस रंग का कोई भी पत्ता चलेगा।",
    "Redeal: a hand with no spade, or no J, Q or K, is dealt again.":
        "दोबारा बँटाई: किसी के पास हुकुम न हो, या कोई J, Q या K न हो, तो फिर से बाँटा "
        "जाता है।",
    "Direction: anticlockwise (as in Nepal) or clockwise.":
        "दिशा: घड़ी की उलटी (जैसे नेपाल में) या घड़ी की दिशा।",
    "Choose them in Settings; they apply from your next game.":
        "इन्हें सेटिंग में चुनें; ये अगले खेल से लागू होते हैं।",
    "Keys and mouse": "कुंजियाँ और माउस",
    "Play with the keyboard alone, with the mouse, or with both.":
        "सिर्फ़ कीबोर्ड से, माउस से, या दोनों से खेलें।",
    "With the mouse, click a card to play it. Click a dimmed card and the game says "
    "which rule stops it.":
        "माउस से पत्ते पर क्लिक करें तो वह चल दिया जाता है। धुँधले पत्ते पर क्लिक करें "
        "तो खेल बताता है कि कौन-सा नियम रोक रहा है।",
    "Your game is saved after every call and every trick: Continue on the main menu "
    "picks it up again.":
        "हर कॉल और हर हाथ के बाद खेल सहेजा जाता है: मुख्य मेनू में ‘खेल जारी रखें’ से "
        "वहीं से शुरू करें।",
    "choose a card (only those you may play)": "पत्ता चुनें (सिर्फ़ वही जो चल सकते हैं)",
    "play it (Space too)": "पत्ता चलें (Space से भी)",
    "a call, when calling": "कॉल करते समय, कॉल का अंक",
    "a hint": "सुझाव",
    "the last trick": "पिछला हाथ",
    "pause": "खेल रोकें",
    "full screen": "फ़ुल स्क्रीन",
    "sound on or off": "आवाज़ चालू या बंद",
    "wins": "जीता",
    "led": "पहला",
    "The trick": "मेज़ पर",
    "Your hand": "आपके पत्ते",
    "✓ may": "✓ चलेगा",
    "Result": "नतीजा",
    "Big call on: a made call of 8 scores 13.0.": "बड़ी कॉल चालू हो तो: 8 की पूरी कॉल पर 13.0 अंक।",
    "Called {call}, won {won}: {score}": "कॉल {call}, जीते {won}: {score}",
    "the call: {score}": "कॉल: {score}",
    "extra: +0.1 each": "ज़्यादा: हर एक +0.1",
    "Must beat": "बड़ा पत्ता ज़रूरी",
    "Redeal": "दोबारा बँटाई",
    "Direction": "दिशा",
    "1 to {n}": "1 से {n}",
    "clockwise": "घड़ी की दिशा",
    "anticlockwise": "घड़ी की उलटी दिशा",
    "Your table now": "अभी आपकी मेज़",
    "{page} of {pages}": "{pages} में से {page}",
    "‹ Previous": "‹ पिछला",
    "Done": "हो गया",
    "Next ›": "अगला ›",
    "← → turn the page    Enter next    Esc back": "← → पन्ना पलटें    Enter अगला    Esc वापस",
    # the hints' reasons (matched in i18n.hint)
    "The {card} is the highest spade left: lead it to draw trumps.":
        "{card} बचा हुआ सबसे बड़ा हुकुम है: इसे चलकर दूसरों के हुकुम निकलवाएँ।",
    "The {card} is the highest {suit} left.": "{card} बचा हुआ सबसे बड़ा {suit} का पत्ता है।",
    "Leading your short {suit} lets you trump them later.":
        "कम वाले {suit} पहले चलें, ताकि बाद में उस रंग को हुकुम से काट सकें।",
    "A low lead with the {card} gives nothing away.":
        "{card} जैसे छोटे पत्ते से शुरू करने में कोई नुक़सान नहीं।",
    "Trump with the {card} to take the trick.": "{card} से काटकर हाथ जीतें।",
    "The {card} is the cheapest card that wins this trick.":
        "यह हाथ जीतने वाला सबसे सस्ता पत्ता {card} है।",
    "The {card} may win the trick.": "{card} यह हाथ जीत सकता है।",
    "Your call is made: the {card} stays out of the way.":
        "कॉल पूरी हो चुकी: {card} चलकर किनारे रहें।",
    "You cannot win this trick cheaply: keep your good cards and play the {card}.":
        "यह हाथ सस्ते में नहीं जीता जा सकता: अच्छे पत्ते बचाएँ और {card} चलें।",
    "The {card} is your only legal card.": "चलने लायक अकेला पत्ता {card} है।",
    "You need 1 more trick.": "अभी 1 हाथ और चाहिए।",
    "You need {n} more tricks.": "अभी {n} हाथ और चाहिए।",
    "Your call is made.": "आपकी कॉल पूरी हो चुकी।",
    "No sure tricks: call the least.": "कोई पक्का हाथ नहीं: सबसे कम कॉल करें।",
    "{cards} is a sure trick": "{cards} पक्का हाथ है",
    "{cards} are sure tricks": "{cards} पक्के हाथ हैं",
    "{cards} may be": "{cards} से भी हाथ बन सकता है",
    "a short suit lets you trump": "कम वाले रंग से काटने का मौक़ा मिलेगा",
    "long spades win late tricks": "ज़्यादा हुकुम आख़िरी हाथ जिताते हैं",
    "Last round: a higher call gives you a chance to win the game.":
        "आख़िरी राउंड: थोड़ी बड़ी कॉल से गेम जीतने का मौका बनता है।",
    "Last round: a safer call keeps your chance to win the game.":
        "आख़िरी राउंड: सुरक्षित कॉल से गेम जीतने का मौका बना रहता है।",
    "{reason} (made about {p}% of the time).": "{reason} (लगभग {p}% बार कॉल पूरी होती है)।",
    # the store's notices (callbreak.store.store.NOTICES)
    "Callbreak started with the default settings; your old settings are kept as {kept}.":
        "Callbreak शुरुआती सेटिंग के साथ खुला; आपकी पुरानी सेटिंग {kept} में रखी है।",
    "Callbreak could not read your settings file, so it started with the default settings.":
        "Callbreak आपकी सेटिंग फ़ाइल नहीं पढ़ सका, इसलिए शुरुआती सेटिंग के साथ खुला।",
    "Your settings file was damaged, so Callbreak started with the defaults.":
        "आपकी सेटिंग फ़ाइल खराब हो गई थी, इसलिए Callbreak शुरुआती सेटिंग के साथ खुला।",
    "Your settings file was damaged, so Callbreak started with the defaults; the old file is "
    "kept as {kept}.":
        "आपकी सेटिंग फ़ाइल खराब हो गई थी, इसलिए Callbreak शुरुआती सेटिंग के साथ खुला; "
        "पुरानी फ़ाइल {kept} में रखी है।",
    "Callbreak could not read your saved game, so it cannot be continued.":
        "Callbreak आपका सहेजा हुआ खेल नहीं पढ़ सका, इसलिए उसे जारी नहीं रखा जा सकता।",
    "Your saved game comes from a newer version of Callbreak, so it cannot be continued here.":
        "आपका सहेजा हुआ खेल Callbreak के नए संस्करण का है, इसलिए उसे यहाँ जारी नहीं रखा "
        "जा सकता।",
    "Your saved game comes from a newer version of Callbreak, so it cannot be continued "
    "here; the old file is kept as {kept}.":
        "आपका सहेजा हुआ खेल Callbreak के नए संस्करण का है, इसलिए उसे यहाँ जारी नहीं रखा "
        "जा सकता; पुरानी फ़ाइल {kept} में रखी है।",
    "Your saved game was damaged, so it cannot be continued.":
        "आपका सहेजा हुआ खेल खराब हो गया था, इसलिए उसे जारी नहीं रखा जा सकता।",
    "Your saved game was damaged, so it cannot be continued; the old file is kept as {kept}.":
        "आपका सहेजा हुआ खेल खराब हो गया था, इसलिए उसे जारी नहीं रखा जा सकता; पुरानी "
        "फ़ाइल {kept} में रखी है।",
    "Callbreak could not read your statistics file, so the figures start again from zero for "
    "now.":
        "Callbreak आपकी आँकड़ों की फ़ाइल नहीं पढ़ सका, इसलिए अभी आँकड़े शून्य से शुरू "
        "होते हैं।",
    "Your statistics file was damaged, so the figures start again from zero.":
        "आपकी आँकड़ों की फ़ाइल खराब हो गई थी, इसलिए आँकड़े फिर शून्य से शुरू होते हैं।",
    "Your statistics file was damaged, so the figures start again from zero; the old file is "
    "kept as {kept}.":
        "आपकी आँकड़ों की फ़ाइल खराब हो गई थी, इसलिए आँकड़े फिर शून्य से शुरू होते हैं; "
        "पुरानी फ़ाइल {kept} में रखी है।",
    "Callbreak cannot save in {directory}, so your settings, game and statistics last only "
    "until you close it.":
        "Callbreak {directory} में सहेज नहीं सकता, इसलिए आपकी सेटिंग, खेल और आँकड़े इसे "
        "बंद करने तक ही रहते हैं।",
    # the card faces and backs (issue 18)
    "Card faces": "पत्तों के चेहरे",
    "The pictures on the faces of the cards.": "पत्तों के सामने वाले चित्र।",
    "Classic": "पारंपरिक",
    "Simple": "सरल",
    "Deep red": "गहरा लाल",
    "Navy": "गहरा नीला",
    "Green": "हरा",
    "Dhaka": "ढाका",
    "Traditional court cards, with large corners.": "पारंपरिक बादशाह, बेगम और गुलाम, कोनों में बड़े अक्षर।",
    "Plain, friendly drawings with bold corners.": "सरल, प्यारे चित्र, कोनों में मोटे अक्षर।",
    "After the woven patterns of Nepali dhaka cloth.": "नेपाली ढाका कपड़े की बुनाई के नमूनों जैसा।",
}
