"""The table: one shared tabletop (`tabletop.Table`), the event player (`events`), the turn
driver (`turns`), the painters (`paint_*`, `painter`), the hit areas (`hits`), and the
scenes of the deal, the calls and the play (`scenes`) over one `session.TableSession`."""

from .calling import CallingScene
from .play import PlayScene
from .scene_base import DealScene, TableScene
from .scenes import scene_for
from .session import Stage, TableSession

__all__ = ["TableScene", "DealScene", "CallingScene", "PlayScene", "TableSession", "Stage",
           "scene_for"]
