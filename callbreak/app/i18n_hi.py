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
    "This screen is on its way. Press Esc to go back.":
        "यह स्क्रीन अभी बन रही है। वापस जाने के लिए Esc दबाएँ।",
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
}
