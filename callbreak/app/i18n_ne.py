"""Nepali (नेपाली) for `i18n.tr`: the English sentence -> its Nepali. Call Break words as
players in Nepal use them: कल (call), हात (trick), पत्ती (card), स्पेड तुरुप (spades are
trumps). Card codes (A♠) and numbers stay as on the cards."""

from __future__ import annotations

from callbreak.engine import Suit

SUITS = {Suit.SPADES: "स्पेड", Suit.HEARTS: "हार्ट", Suit.CLUBS: "क्लब",
         Suit.DIAMONDS: "डाइमन"}

TEXT: dict[str, str] = {
    # names
    "You": "तपाईं",
    "Aarati": "आरती",
    "Bikash": "विकास",
    "Sushila": "सुशीला",
    # main menu, pause, placeholders
    "New game": "नयाँ खेल",
    "Continue": "खेल जारी राख्नुहोस्",
    "Daily deal": "दैनिक खेल",
    "Settings": "सेटिङ",
    "Statistics": "तथ्याङ्क",
    "How to play": "कसरी खेल्ने",
    "Quit": "बन्द गर्नुहोस्",
    "Call Break, the card game of Nepal": "कल ब्रेक, नेपालको तास खेल",
    "The saved game could not be read; starting a new one.":
        "सुरक्षित खेल पढ्न सकिएन; नयाँ खेल सुरु हुँदैछ।",
    "You have played today's deal already: this one is practice and will not count.":
        "तपाईंले आजको खेल खेलिसक्नुभयो: यो अभ्यास हो, यसको हिसाब राखिने छैन।",
    "Paused": "खेल रोकिएको छ",
    "Resume": "खेल जारी राख्नुहोस्",
    "Quit to menu": "मेनुमा फर्कनुहोस्",
    "Esc to resume": "फेरि खेल्न Esc",
    "Sound on": "आवाज: खुला",
    "Sound off": "आवाज: बन्द",
    "That setting cannot be used: {error}": "यो सेटिङ प्रयोग गर्न मिलेन: {error}",
    "Full screen is not available: {error}": "पूरा स्क्रिन मिलेन: {error}",
    "Could not save the settings: {error}": "सेटिङ सुरक्षित गर्न सकिएन: {error}",
    "on": "खुला",
    "off": "बन्द",
    " or ": " वा ",
    " and ": " र ",
    # the table
    "Your turn: pick a card": "तपाईंको पालो: एउटा पत्ती छान्नुहोस्",
    "{name} to play": "{name}को पालो",
    "{name} to call": "{name}को कल गर्ने पालो",
    "{name} calls {call}": "{name}को कल {call}",
    "You take the trick": "तपाईंले हात जित्नुभयो",
    "{name} takes the trick": "{name}ले हात जित्नुभयो",
    "Round {n}: You deal": "राउन्ड {n}: तपाईंले बाँड्ने",
    "Round {n}: {name} deals": "राउन्ड {n}: {name}ले बाँड्ने",
    "Redeal: {who} had {reason}. The same dealer deals again.":
        "फेरि बाँड: {who}सँग {reason}। उही बाँड्नेले फेरि बाँड्छ।",
    "no spade": "एउटा पनि स्पेड थिएन",
    "no face card": "J, Q वा K कुनै थिएन",
    "Thinking about a hint…": "सुझाव सोच्दै…",
    "Hint: play the {card}. {reason}": "सुझाव: {card} खेल्नुहोस्। {reason}",
    "Could not save the game: {error}": "खेल सुरक्षित गर्न सकिएन: {error}",
    "D": "बाँ",
    "score": "अंक",
    "your call": "कल गर्नुहोस्",
    "calling": "कल गर्दै",
    "no call yet": "कल बाँकी",
    "won / call": "जित / कल",
    "thinking": "सोच्दै",
    "Round {n} of {rounds}": "राउन्ड {n} / {rounds}",
    "Daily deal {day}": "दैनिक खेल {day}",
    "Play goes anticlockwise": "खेल घडीको उल्टो दिशामा",
    "Play goes clockwise": "खेल घडीको दिशामा",
    "spades are trumps": "स्पेड तुरुप हो",
    "Menu": "मेनु",
    "Last trick": "अघिल्लो हात",
    "Hint": "सुझाव",
    "Your call": "तपाईंको कल",
    "How many tricks will you take?  (← →, a number, Enter)":
        "तपाईं कति हात जित्नुहुन्छ?  (← →, अंक, Enter)",
    "★ suggested: {n}   (H: why)": "★ सुझाव: {n}   (H: किन?)",
    "Call {n}  (Enter)": "कल {n}  (Enter)",
    # the engine's reasons (matched in i18n.reason)
    "The {card} is not in your hand.": "{card} तपाईंसँग छैन।",
    "You must follow {suit}.": "तपाईंसँग {suit} छ, त्यसैले {suit} नै खेल्नुपर्छ।",
    "You must beat the {best} with the {card}.":
        "{best} भन्दा ठूलो खेल्नुपर्छ: {card} खेल्नुहोस्।",
    "You must beat the {best} with a higher {suit} ({cards}).":
        "{best} भन्दा ठूलो {suit} खेल्नुपर्छ ({cards})।",
    "You have no {suit}, so you must trump with a spade.":
        "तपाईंसँग {suit} छैन, त्यसैले ♠ स्पेडले काट्नुपर्छ।",
    "Wait for the calls to finish.": "सबैको कल सकिन पर्खनुहोस्।",
    "The round is over.": "यो राउन्ड सकियो।",
    "Wait for your turn.": "आफ्नो पालो पर्खनुहोस्।",
    # round result and scorecard
    "Player": "खेलाडी",
    "Call": "कल",
    "Tricks": "हात",
    "Score": "अंक",
    "Total": "जम्मा",
    "made": "पुग्यो",
    "missed": "पुगेन",
    "See the final scores  (Enter)": "अन्तिम अंक हेर्नुहोस्  (Enter)",
    "Next round  (Enter)": "अर्को राउन्ड  (Enter)",
    "Final scores": "अन्तिम अंक",
    "You win!": "तपाईं जित्नुभयो!",
    "{name} wins": "{name} विजेता",
    "{names} share the win": "{names} संयुक्त विजेता",
    "Round {n}": "राउन्ड {n}",
    "won / call, then the round's score": "जितेका हात / कल, अनि राउन्डको अंक",
    "Back to menu": "मेनुमा फर्कनुहोस्",
    "Play again": "फेरि खेल्नुहोस्",
    # settings
    "Back": "फर्कनुहोस्",
    "On": "खुला",
    "Off": "बन्द",
    "↑ ↓ choose    ← → change    Enter change or press    Esc back":
        "↑ ↓ छान्नुहोस्    ← → बदल्नुहोस्    Enter बदल्ने वा थिच्ने    Esc फर्कने",
    "applies from your next game": "अर्को खेलदेखि लागू",
    "Back to where you were. Everything is saved as you change it.":
        "पहिलेकै ठाउँमा फर्कनुहोस्। जे बदल्नुभयो, त्यो तुरुन्तै सुरक्षित हुन्छ।",
    "The sound is off just now: turn it on above to hear it.":
        "अहिले आवाज बन्द छ: सुन्न माथि आवाज खोल्नुहोस्।",
    "Your settings cannot be saved just now: they last until you close Callbreak.":
        "अहिले सेटिङ सुरक्षित हुन सक्दैन: Callbreak बन्द नगरेसम्म मात्र रहन्छ।",
    "Two colours": "दुई रङ",
    "Four colours": "चार रङ",
    "House rules": "खेलका नियम",
    "Changes here apply from your next game, so a game in play keeps its rules.":
        "यहाँका परिवर्तन अर्को खेलदेखि लागू हुन्छन्; चलिरहेको खेलका नियम बदलिँदैनन्।",
    "Game length": "खेलको लम्बाइ",
    "How many rounds one game lasts.": "एउटा खेलमा कति राउन्ड हुन्छन्।",
    "3 rounds": "3 राउन्ड",
    "5 rounds": "5 राउन्ड",
    "10 rounds": "10 राउन्ड",
    "A short game.": "छोटो खेल।",
    "The usual game.": "सामान्य खेल।",
    "A long game for a long evening.": "लामो साँझका लागि लामो खेल।",
    "Call range": "कलको दायरा",
    "The lowest and highest call a player may make.":
        "खेलाडीले गर्न सक्ने सबैभन्दा सानो र ठूलो कल।",
    "1 to 8": "1 देखि 8",
    "1 to 13": "1 देखि 13",
    "The usual range.": "सामान्य दायरा।",
    "A great hand may call every trick.": "धेरै राम्रा पत्ती भए सबै 13 हात कल गर्न सकिन्छ।",
    "Big call": "ठूलो कल",
    "Big call: a call of 8 or more that is made scores 13.0, whatever the extra tricks.":
        "ठूलो कल: 8 वा बढीको कल पुगे, थप हात जति भए पनि 13.0 अंक।",
    "Must beat when following": "उही रङमा ठूलो खेल्नैपर्ने",
    "Must beat: when you follow suit you must play higher than the best card so far, "
    "if you can.":
        "ठूलो खेल्नैपर्ने: उही रङ खेल्दा, सकेसम्म अहिलेसम्मको सबैभन्दा ठूलो पत्तीभन्दा "
        "ठूलो खेल्नुपर्छ।",
    "On is the usual rule in Nepal.": "नेपालमा प्रायः यो नियम खुला हुन्छ।",
    "Off: any card of the suit led will do (Call Bridge style). You must still trump "
    "when you have none.":
        "बन्द: सुरु भएको रङको जुनसुकै पत्ती चल्छ (कल ब्रिज शैली)। त्यो रङ नभए स्पेडले "
        "काट्नैपर्छ।",
    "Redeal weak hands": "कमजोर पत्ती फेरि बाँड्ने",
    "Redeal: if any hand has no spade, or no J, Q or K, the same dealer deals again.":
        "फेरि बाँड: कसैसँग एउटा पनि स्पेड छैन, वा J, Q, K कुनै छैन भने उही बाँड्नेले "
        "फेरि बाँड्छ।",
    "Direction of play": "खेलको दिशा",
    "Which way the deal, the calls and the play go round the table.":
        "बाँड, कल र खेल टेबलमा कुन दिशातिर घुम्छन्।",
    "Anticlockwise": "घडीको उल्टो दिशा",
    "Clockwise": "घडीको दिशा",
    "After you comes the player on your right, as in Nepal.":
        "तपाईंपछि दायाँपट्टिको खेलाडीको पालो, नेपालमा जस्तै।",
    "After you comes the player on your left.": "तपाईंपछि बायाँपट्टिको खेलाडीको पालो।",
    "Use the usual rules": "सामान्य नियम लगाउनुहोस्",
    "Put every house rule back to the usual table of the rules page.":
        "सबै नियमलाई नियमको पानामा लेखिएझैँ सामान्यमा फर्काउनुहोस्।",
    "Opponents": "प्रतिद्वन्द्वी",
    "Computer players": "कम्प्युटर खेलाडी",
    "How strongly the three computer players play.":
        "तीन कम्प्युटर खेलाडी कति बलियो खेल्छन्।",
    "A new level plays from your next game.": "नयाँ स्तर अर्को खेलदेखि लागू हुन्छ।",
    "Easy": "सजिलो",
    "Medium": "मध्यम",
    "Hard": "कठिन",
    "Expert": "विशेषज्ञ",
    "Gentle: good for learning the game.": "नरम: खेल सिक्न राम्रो।",
    "A fair, steady game.": "ठीकठाक, स्थिर खेल।",
    "Sharp play that punishes mistakes.": "तीखो खेल: गल्तीको सजाय दिन्छ।",
    "The strongest play the game has.": "यो खेलको सबैभन्दा बलियो खेलाडी।",
    "Table": "टेबल",
    "Animation speed": "एनिमेसनको गति",
    "How fast cards move, and how long the computer players pause between plays.":
        "पत्ती कति छिटो सर्छन्, र कम्प्युटर खेलाडी हरेक चालअघि कति रोकिन्छन्।",
    "Slow": "ढिलो",
    "Normal": "सामान्य",
    "Fast": "छिटो",
    "Reduced motion": "कम चाल",
    "Cards appear in place instead of flying across the table. Pauses to read the table "
    "stay.":
        "पत्ती टेबलमा उडेर होइन, सिधै ठाउँमा देखिन्छन्। पढ्नका लागि रोकाइ भने रहन्छ।",
    "Card back": "पत्तीको पछाडि",
    "The picture on the back of the cards.": "पत्तीको पछाडिको चित्र।",
    "Red": "रातो",
    "Blue": "निलो",
    "Four-colour deck": "चार रङको तास",
    "Clubs green and diamonds blue, so the four suits differ at a glance.":
        "क्लब हरियो र डाइमन निलो, ताकि चारै रङ एकै नजरमा छुट्टिऊन्।",
    "Sound": "आवाज",
    "Sounds for dealing, playing and winning tricks. M turns them on or off at any time.":
        "बाँड्दा, खेल्दा र हात जित्दाका आवाज। M ले जुनसुकै बेला खोल्छ वा बन्द गर्छ।",
    "Volume": "आवाजको मात्रा",
    "How loud the sounds are.": "आवाज कति ठूलो हुने।",
    "Window and language": "विन्डो र भाषा",
    "Full screen": "पूरा स्क्रिन",
    "Fill the whole screen. F11 switches at any time.":
        "पूरै स्क्रिन ढाक्छ। F11 ले जुनसुकै बेला बदल्छ।",
    "Language": "भाषा",
    "The language of the game's words.": "खेलमा देखिने शब्दहरूको भाषा।",
    "Every screen changes at once.": "सबै स्क्रिन तुरुन्तै बदलिन्छन्।",
    # statistics
    "Games played": "खेलेका खेल",
    "Won": "जित",
    "Shared wins": "बाँडिएको जित",
    "Win rate": "जित दर",
    "Your play": "तपाईंको खेल",
    "Rounds played": "खेलेका राउन्ड",
    "Calls made": "पुगेका कल",
    "Average round score": "राउन्डको औसत अंक",
    "Best game total": "सबैभन्दा राम्रो खेलको जम्मा",
    "Longest run of made calls": "लगातार कल पुगेको सबैभन्दा लामो क्रम",
    "{made} of {rounds}": "{rounds} मध्ये {made}",
    "1 round": "1 राउन्ड",
    "{n} rounds": "{n} राउन्ड",
    "By computer-player level": "कम्प्युटर खेलाडीको स्तर अनुसार",
    "Level": "स्तर",
    "Games": "खेल",
    "Shared": "बाँडिएको",
    "Average": "औसत",
    "In bold: {level}, the level you play now.": "गाढा अक्षरमा: {level}, अहिले तपाईंले खेल्ने स्तर।",
    "Today's daily deal": "आजको दैनिक खेल",
    "Not played yet today.": "आज अझै खेलिएको छैन।",
    "Choose Daily deal on the main menu: everyone gets the same cards today.":
        "मुख्य मेनुमा ‘दैनिक खेल’ छान्नुहोस्: आज सबैले उस्तै पत्ती पाउँछन्।",
    "you won!": "तपाईं जित्नुभयो!",
    "you shared the win.": "जित बाँडियो।",
    "not a win this time.": "यस पटक जित भएन।",
    "Played today: total {total}, {verdict}": "आज खेलियो: जम्मा {total}, {verdict}",
    "Calls made in {made} of {rounds} rounds. A new deal comes tomorrow.":
        "{rounds} मध्ये {made} राउन्डमा कल पुग्यो। भोलि नयाँ खेल आउँछ।",
    "Started today: 1 round played, {score} so far.":
        "आज सुरु भयो: 1 राउन्ड खेलियो, अहिलेसम्म {score}।",
    "Started today: {rounds} rounds played, {score} so far.":
        "आज सुरु भयो: {rounds} राउन्ड खेलियो, अहिलेसम्म {score}।",
    "Continue it from the main menu to finish it for the record.":
        "रेकर्डमा गन्न मुख्य मेनुबाट जारी राखेर सक्नुहोस्।",
    "Finish a round and your figures start to appear here.":
        "एउटा राउन्ड सकेपछि तपाईंका तथ्याङ्क यहाँ देखिन थाल्छन्।",
    "Reset statistics": "तथ्याङ्क मेटाउनुहोस्",
    "Reset all statistics?": "सबै तथ्याङ्क मेटाउने?",
    "This cannot be undone.": "मेटाएपछि फिर्ता आउँदैन।",
    "Yes, reset": "हो, मेटाउनुहोस्",
    "No, keep them": "होइन, राख्नुहोस्",
    "Statistics reset.": "तथ्याङ्क मेटियो।",
    "The statistics could not be reset: {error}": "तथ्याङ्क मेटाउन सकिएन: {error}",
    "Statistics are not being kept just now: Callbreak could not open the folder where it "
    "keeps its files. Your games play just the same.":
        "अहिले तथ्याङ्क राखिँदैन: Callbreak ले आफ्ना फाइल राख्ने फोल्डर खोल्न सकेन। "
        "खेल भने उस्तै चल्छ।",
    "← → choose    Enter press    Esc back": "← → छान्नुहोस्    Enter थिच्नुहोस्    Esc फर्कने",
    "Enter or Esc back": "फर्कन Enter वा Esc",
    # how to play
    "The game": "खेल",
    "Four players, each for themselves: you and three computer players.":
        "चार खेलाडी, सबै आ-आफ्नै लागि: तपाईं र तीन कम्प्युटर खेलाडी।",
    "All 52 cards are dealt, 13 to each player. In every suit the ace is highest and "
    "the two lowest.":
        "सबै 52 पत्ती बाँडिन्छन्, हरेकलाई 13 वटा। हरेक रङमा एक्का सबैभन्दा ठूलो र दुरी "
        "सबैभन्दा सानो।",
    "Spades are always trumps: any spade beats any card of another suit.":
        "स्पेड सधैँ तुरुप हो: जुनसुकै स्पेडले अर्को रङको जुनसुकै पत्तीलाई जित्छ।",
    "A game has 5 rounds. The highest total after the last round wins.":
        "एउटा खेलमा 5 राउन्ड हुन्छन्। अन्तिम राउन्डपछि सबैभन्दा धेरै जम्मा अंक हुने जित्छ।",
    "Highest to lowest, in every suit": "हरेक रङमा, ठूलोदेखि सानोसम्म",
    "high": "ठूलो",
    "low": "सानो",
    "Even the 2♠ beats the A♥: spades are trumps.": "2♠ ले पनि A♥ लाई जित्छ: स्पेड तुरुप हो।",
    "Calling": "कल गर्ने",
    "After the deal each player calls how many tricks they mean to win, from 1 to 8.":
        "बाँडेपछि हरेक खेलाडीले आफूले कति हात जित्ने हो, 1 देखि 8 सम्म कल गर्छ।",
    "There is no pass and no zero, and the calls need not add up to 13.":
        "पास वा शून्य कल हुँदैन, र सबैको कल जोड्दा 13 नै हुनुपर्दैन।",
    "The player after the dealer calls first, and leads the first trick.":
        "बाँड्नेपछिको खेलाडीले पहिले कल गर्छ, र पहिलो हात सुरु गर्छ।",
    "The game suggests a call for your hand; change it with ← → or the number keys and "
    "press Enter.":
        "खेलले तपाईंका पत्ती हेरेर कल सुझाउँछ; ← → वा अंकका कीले बदलेर Enter थिच्नुहोस्।",
    "A hand that might call 4": "4 कल गर्न सकिने पत्ती",
    "Its likely tricks": "जित्न सकिने हात",
    "Aces, kings and spades win tricks: count them to choose a call.":
        "एक्का, बादशाह र स्पेडले हात जित्छन्: तिनलाई गनेर कल छान्नुहोस्।",
    "Playing a trick": "एउटा हात खेल्ने",
    "The leader plays any card; then each player plays one card in turn "
    "(anticlockwise: the player on the leader's right goes next).":
        "सुरु गर्नेले जुनसुकै पत्ती खेल्छ; त्यसपछि पालैपालो हरेकले एउटा पत्ती खेल्छ "
        "(घडीको उल्टो दिशामा: सुरु गर्नेको दायाँपट्टिको खेलाडी अर्को)।",
    "You must play the suit led if you have it.":
        "सुरु भएको रङ तपाईंसँग छ भने त्यही खेल्नुपर्छ।",
    "The highest card of the suit led wins the trick, unless a spade was played: then "
    "the highest spade wins.":
        "सुरु भएको रङको सबैभन्दा ठूलो पत्तीले हात जित्छ; तर स्पेड खेलिएको छ भने "
        "सबैभन्दा ठूलो स्पेडले जित्छ।",
    "The winner leads the next trick. A round has 13 tricks.":
        "जित्नेले अर्को हात सुरु गर्छ। एउटा राउन्डमा 13 हात हुन्छन्।",
    "Hearts led, no spade: the K♥ wins.": "हार्ट सुरु, स्पेड छैन: K♥ ले जित्छ।",
    "A player with no hearts trumped: the 4♠ wins.":
        "हार्ट नभएको खेलाडीले स्पेडले काट्यो: 4♠ ले जित्छ।",
    "You must beat the best card": "ठूलो पत्ती खेल्नैपर्छ",
    "When you follow suit, you must play higher than the best card in the trick, if "
    "you can.":
        "उही रङ खेल्दा, सक्नुहुन्छ भने टेबलमा भएको सबैभन्दा ठूलो पत्तीभन्दा ठूलो "
        "खेल्नुपर्छ।",
    "If you have nothing higher, any card of that suit will do.":
        "त्योभन्दा ठूलो छैन भने त्यो रङको जुनसुकै पत्ती चल्छ।",
    "Once someone has trumped with a spade, any card of the suit led will do.":
        "कसैले स्पेडले काटिसकेपछि सुरु भएको रङको जुनसुकै पत्ती चल्छ।",
    "The game dims the cards you may not play and tells you why.":
        "खेल्न नमिल्ने पत्ती धमिलो देखिन्छन्, र खेलले किन भनेर बताउँछ।",
    "K♥ led: holding A♥ and 2♥, you must play the A♥.":
        "K♥ सुरु: तपाईंसँग A♥ र 2♥ छ, त्यसैले A♥ नै खेल्नुपर्छ।",
    "Nothing above the K♥: either heart will do.": "K♥ भन्दा ठूलो छैन: जुनसुकै हार्ट चल्छ।",
    "Trumping": "स्पेडले काट्ने",
    "No card of the suit led? Then you must play a spade, if you have one.":
        "सुरु भएको रङ छैन? त्यसो भए स्पेड छ भने स्पेड खेल्नुपर्छ।",
    "Any spade beats every card of the other suits: even the 2♠ beats an ace.":
        "जुनसुकै स्पेडले अरू रङका सबै पत्ती जित्छ: 2♠ ले पनि एक्कालाई जित्छ।",
    "With no card of the suit led and no spade, you may play any card.":
        "सुरु भएको रङ र स्पेड दुवै छैन भने जुनसुकै पत्ती खेल्न सकिन्छ।",
    "A♦ led and you have no diamonds: you must trump with the 2♠.":
        "A♦ सुरु, तपाईंसँग डाइमन छैन: 2♠ ले काट्नुपर्छ।",
    "No diamonds and no spades: any card will do.":
        "डाइमन पनि छैन, स्पेड पनि छैन: जुनसुकै पत्ती चल्छ।",
    "Overtrumping": "माथिबाट काट्ने",
    "If a spade is already in the trick and you must trump too, you must play a higher "
    "spade, if you have one.":
        "टेबलमा स्पेड परिसकेको छ र तपाईंले पनि काट्नुपर्छ भने, त्योभन्दा ठूलो स्पेड छ "
        "भने त्यही खेल्नुपर्छ।",
    "If all your spades are lower, you may play any card: a low spade or another suit.":
        "तपाईंका सबै स्पेड सानो छन् भने जुनसुकै पत्ती खेल्न सकिन्छ: सानो स्पेड वा अर्को रङ।",
    "Q♦ led and trumped with the 5♠: you must overtrump with the 9♠.":
        "Q♦ सुरु, 5♠ ले काटियो: तपाईंले 9♠ ले माथिबाट काट्नुपर्छ।",
    "Your only spade, the 3♠, is lower than the 5♠: any card will do.":
        "तपाईंको एउटै स्पेड 3♠, 5♠ भन्दा सानो छ: जुनसुकै पत्ती चल्छ।",
    "Scoring": "अंक गणना",
    "Win at least as many tricks as you called and you make your call: you score the "
    "call, plus 0.1 for each extra trick.":
        "कल गरेजति वा बढी हात जिते कल पुग्छ: कल बराबर अंक, र हरेक थप हातको 0.1।",
    "Win fewer and you lose your call.": "कम जिते कल बराबर अंक घट्छ।",
    "Scores add up over the rounds. The highest total wins; players tied at the top "
    "share the win.":
        "राउन्डहरूको अंक जोडिँदै जान्छ। सबैभन्दा धेरै जम्मा हुने जित्छ; बराबर भए जित "
        "बाँडिन्छ।",
    "Game length: 3, 5 or 10 rounds.": "खेलको लम्बाइ: 3, 5 वा 10 राउन्ड।",
    "Call range: 1 to 8, or 1 to 13.": "कलको दायरा: 1 देखि 8, वा 1 देखि 13।",
    "Big call: a made call of 8 or more scores 13.0.": "ठूलो कल: 8 वा बढीको कल पुगे 13.0 अंक।",
    "Must beat off: a player following suit may play any card of that suit.":
        "ठूलो खेल्नैपर्ने बन्द: उही रङ खेल्दा त्यो रङको जुनसुकै पत्ती चल्छ।",
    "Redeal: a hand with no spade, or no J, Q or K, is dealt again.":
        "फेरि बाँड: कसैसँग स्पेड छैन, वा J, Q, K कुनै छैन भने फेरि बाँडिन्छ।",
    "Direction: anticlockwise (as in Nepal) or clockwise.":
        "दिशा: घडीको उल्टो (नेपालमा जस्तै) वा घडीको दिशा।",
    "Choose them in Settings; they apply from your next game.":
        "सेटिङमा छान्नुहोस्; अर्को खेलदेखि लागू हुन्छन्।",
    "Keys and mouse": "की र माउस",
    "Play with the keyboard alone, with the mouse, or with both.":
        "किबोर्ड मात्र, माउस मात्र, वा दुवैले खेल्न सकिन्छ।",
    "With the mouse, click a card to play it. Click a dimmed card and the game says "
    "which rule stops it.":
        "माउसले पत्तीमा क्लिक गरे त्यो खेलिन्छ। धमिलो पत्तीमा क्लिक गरे कुन नियमले "
        "रोक्यो भनेर खेलले बताउँछ।",
    "Your game is saved after every call and every trick: Continue on the main menu "
    "picks it up again.":
        "हरेक कल र हरेक हातपछि खेल सुरक्षित हुन्छ: मुख्य मेनुको ‘खेल जारी राख्नुहोस्’ "
        "ले फेरि सुरु गर्छ।",
    "choose a card (only those you may play)": "पत्ती छान्नुहोस् (खेल्न मिल्ने मात्र)",
    "play it (Space too)": "खेल्नुहोस् (Space ले पनि)",
    "a call, when calling": "कल गर्दा, कलको अंक",
    "a hint": "सुझाव",
    "the last trick": "अघिल्लो हात",
    "pause": "खेल रोक्नुहोस्",
    "full screen": "पूरा स्क्रिन",
    "sound on or off": "आवाज खोल्ने वा बन्द गर्ने",
    "wins": "जित्यो",
    "led": "सुरु",
    "The trick": "टेबलमा",
    "Your hand": "तपाईंका पत्ती",
    "✓ may": "✓ मिल्छ",
    "Result": "नतिजा",
    "Big call on: a made call of 8 scores 13.0.": "ठूलो कल खुला भए: 8 को कल पुगे 13.0 अंक।",
    "Called {call}, won {won}: {score}": "कल {call}, जित {won}: {score}",
    "the call: {score}": "कल: {score}",
    "extra: +0.1 each": "थप: हरेकको +0.1",
    "Must beat": "ठूलो खेल्नैपर्ने",
    "Redeal": "फेरि बाँड",
    "Direction": "दिशा",
    "1 to {n}": "1 देखि {n}",
    "clockwise": "घडीको दिशा",
    "anticlockwise": "घडीको उल्टो दिशा",
    "Your table now": "अहिलेको तपाईंको टेबल",
    "{page} of {pages}": "{pages} मध्ये {page}",
    "‹ Previous": "‹ अघिल्लो",
    "Done": "सकियो",
    "Next ›": "अर्को ›",
    "← → turn the page    Enter next    Esc back": "← → पाना पल्टाउनुहोस्    Enter अर्को    Esc फर्कने",
    # the hints' reasons (matched in i18n.hint)
    "The {card} is the highest spade left: lead it to draw trumps.":
        "{card} बाँकी रहेको सबैभन्दा ठूलो स्पेड हो: यसैले सुरु गरेर अरूका स्पेड झार्नुहोस्।",
    "The {card} is the highest {suit} left.": "{card} बाँकी रहेको सबैभन्दा ठूलो {suit} हो।",
    "Leading your short {suit} lets you trump them later.":
        "थोरै भएको {suit} सुरु गरे पछि त्यो रङ स्पेडले काट्न पाइन्छ।",
    "A low lead with the {card} gives nothing away.":
        "{card} जस्तो सानो पत्तीले सुरु गर्दा केही गुम्दैन।",
    "Trump with the {card} to take the trick.": "{card} ले काटेर हात जित्नुहोस्।",
    "The {card} is the cheapest card that wins this trick.":
        "यो हात जित्ने सबैभन्दा सस्तो पत्ती {card} हो।",
    "The {card} may win the trick.": "{card} ले यो हात जित्न सक्छ।",
    "Your call is made: the {card} stays out of the way.":
        "कल पुगिसक्यो: {card} खेलेर पन्छिनुहोस्।",
    "You cannot win this trick cheaply: keep your good cards and play the {card}.":
        "यो हात सस्तोमा जित्न सकिँदैन: राम्रा पत्ती जोगाएर {card} खेल्नुहोस्।",
    "The {card} is your only legal card.": "खेल्न मिल्ने एउटै पत्ती {card} हो।",
    "You need 1 more trick.": "अझै 1 हात चाहिन्छ।",
    "You need {n} more tricks.": "अझै {n} हात चाहिन्छ।",
    "Your call is made.": "तपाईंको कल पुगिसक्यो।",
    "No sure tricks: call the least.": "पक्का हात छैन: सबैभन्दा कम कल गर्नुहोस्।",
    "{cards} is a sure trick": "{cards} पक्का हात हो",
    "{cards} are sure tricks": "{cards} पक्का हात हुन्",
    "{cards} may be": "{cards} ले पनि जित्न सक्छ",
    "a short suit lets you trump": "थोरै भएको रङले काट्ने मौका दिन्छ",
    "long spades win late tricks": "धेरै स्पेडले पछिका हात जित्छन्",
    "Last round: a higher call gives you a chance to win the game.":
        "अन्तिम राउन्ड: अलि ठूलो कलले खेल जित्ने मौका दिन्छ।",
    "Last round: a safer call keeps your chance to win the game.":
        "अन्तिम राउन्ड: सुरक्षित कलले खेल जित्ने मौका जोगाउँछ।",
    "{reason} (made about {p}% of the time).": "{reason} (करिब {p}% पटक कल पुग्छ)।",
    # the store's notices (callbreak.store.store.NOTICES)
    "Callbreak started with the default settings; your old settings are kept as {kept}.":
        "Callbreak सुरुकै सेटिङमा खुल्यो; तपाईंका पुराना सेटिङ {kept} मा राखिएका छन्।",
    "Callbreak could not read your settings file, so it started with the default settings.":
        "Callbreak ले तपाईंको सेटिङ फाइल पढ्न सकेन, त्यसैले सुरुकै सेटिङमा खुल्यो।",
    "Your settings file was damaged, so Callbreak started with the defaults.":
        "तपाईंको सेटिङ फाइल बिग्रिएको थियो, त्यसैले Callbreak सुरुकै सेटिङमा खुल्यो।",
    "Your settings file was damaged, so Callbreak started with the defaults; the old file is "
    "kept as {kept}.":
        "तपाईंको सेटिङ फाइल बिग्रिएको थियो, त्यसैले Callbreak सुरुकै सेटिङमा खुल्यो; पुरानो "
        "फाइल {kept} मा राखिएको छ।",
    "Callbreak could not read your saved game, so it cannot be continued.":
        "Callbreak ले तपाईंको सुरक्षित खेल पढ्न सकेन, त्यसैले त्यो जारी राख्न मिल्दैन।",
    "Your saved game comes from a newer version of Callbreak, so it cannot be continued here.":
        "तपाईंको सुरक्षित खेल Callbreak को नयाँ संस्करणको हो, त्यसैले यहाँ जारी राख्न मिल्दैन।",
    "Your saved game comes from a newer version of Callbreak, so it cannot be continued "
    "here; the old file is kept as {kept}.":
        "तपाईंको सुरक्षित खेल Callbreak को नयाँ संस्करणको हो, त्यसैले यहाँ जारी राख्न "
        "मिल्दैन; पुरानो फाइल {kept} मा राखिएको छ।",
    "Your saved game was damaged, so it cannot be continued.":
        "तपाईंको सुरक्षित खेल बिग्रिएको थियो, त्यसैले जारी राख्न मिल्दैन।",
    "Your saved game was damaged, so it cannot be continued; the old file is kept as {kept}.":
        "तपाईंको सुरक्षित खेल बिग्रिएको थियो, त्यसैले जारी राख्न मिल्दैन; पुरानो फाइल {kept} "
        "मा राखिएको छ।",
    "Callbreak could not read your statistics file, so the figures start again from zero for "
    "now.":
        "Callbreak ले तपाईंको तथ्याङ्क फाइल पढ्न सकेन, त्यसैले अहिलेलाई अङ्कहरू शून्यबाट सुरु "
        "हुन्छन्।",
    "Your statistics file was damaged, so the figures start again from zero.":
        "तपाईंको तथ्याङ्क फाइल बिग्रिएको थियो, त्यसैले अङ्कहरू फेरि शून्यबाट सुरु हुन्छन्।",
    "Your statistics file was damaged, so the figures start again from zero; the old file is "
    "kept as {kept}.":
        "तपाईंको तथ्याङ्क फाइल बिग्रिएको थियो, त्यसैले अङ्कहरू फेरि शून्यबाट सुरु हुन्छन्; "
        "पुरानो फाइल {kept} मा राखिएको छ।",
    "Callbreak cannot save in {directory}, so your settings, game and statistics last only "
    "until you close it.":
        "Callbreak ले {directory} मा सुरक्षित गर्न सक्दैन, त्यसैले तपाईंका सेटिङ, खेल र "
        "तथ्याङ्क यसलाई बन्द नगरेसम्म मात्र रहन्छन्।",
    # the card faces and backs (issue 18)
    "Card faces": "पत्तीको अगाडि",
    "The pictures on the faces of the cards.": "पत्तीहरूको अगाडिका चित्र।",
    "Classic": "परम्परागत",
    "Simple": "सरल",
    "Deep red": "गाढा रातो",
    "Navy": "गाढा निलो",
    "Green": "हरियो",
    "Dhaka": "ढाका",
    "Traditional court cards, with large corners.": "परम्परागत बादशाह, बिबी र गुलाम, कुनामा ठूला अक्षर।",
    "Plain, friendly drawings with bold corners.": "सरल, रमाइला चित्र, कुनामा मोटा अक्षर।",
    "After the woven patterns of Nepali dhaka cloth.": "नेपाली ढाका कपडाको बुनाइका बुट्टा जस्तै।",
}
