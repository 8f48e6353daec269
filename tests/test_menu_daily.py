"""The daily deal from the menu: the same deal for everyone today, counted once."""

from callbreak.app.menu import start_daily
from callbreak.app.table import TableScene
from callbreak.app.wiring import make_app
from callbreak.engine import HouseRules
from callbreak.store import Store
from callbreak.store.daily import daily_seed, today


def _finish(game) -> None:
    while game.phase != "game_over":
        if game.phase == "round_over":
            game.next_round()
        elif game.phase == "calling":
            game.call(game.turn, 1)
        else:
            game.play(game.turn, game.view(game.turn).legal[0])


def test_a_second_daily_deal_the_same_day_says_kindly_that_it_will_not_count(tmp_path):
    store = Store.open(tmp_path / "c", tmp_path / "d", False)
    store.save_settings(store.settings.with_(rules=HouseRules(rounds=3)))
    app = make_app(size=(1024, 640), store=store, headless=True, thinker="inline", instant=True)
    start_daily(app)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    game = table.session.game
    assert game.seed == daily_seed(today(), store.settings.rules)
    assert table.session.daily == today().isoformat()
    app.step(1 / 60)
    assert not app.toasts.texts  # the first daily of the day counts: nothing to say
    _finish(game)
    store.record_game(game, "medium", today().isoformat())
    assert store.daily_played(today())

    start_daily(app)
    again = app.scenes.top
    assert isinstance(again, TableScene) and again is not table
    assert again.session.game.seed == game.seed and again.session.game is not game
    app.step(1 / 60)
    assert any("will not count" in text for text in app.toasts.texts)
