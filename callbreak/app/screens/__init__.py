"""The screens the main menu (and the pause overlay) open: settings, statistics and how to
play. `callbreak.app.menu.screen_for` imports them by name; each is a `Scene(app)`."""
