"""The drawing kit every room draws with: colours, fonts and sizes, the cloth, the cards'
pictures, the menus' buttons, tweens, the speeds as time, pictures kept between frames,
letters and their fonts, and the text probe the tests read the screen through."""
