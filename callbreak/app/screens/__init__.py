"""The screens the main menu (and the pause overlay) open: settings, statistics and how to
play, and the Yes/No question they share (`confirm`). Each is a `Scene(app)`, reached
through `app.routes` (`routes.screen(name)`, `routes.confirm(...)`), never imported by
another scene."""
