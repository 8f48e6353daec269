"""The scenes of the table, one per phase the player sees, over one shared session: the
deal (watch), the calls (the call picker) and the play (your hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .calling import CallingScene
from .play import PlayScene
from .scene_base import DealScene, TableScene
from .session import Stage, TableSession

if TYPE_CHECKING:
    from ..shell.context import App

SCENES: dict[Stage, type[TableScene]] = {
    Stage.DEAL: DealScene, Stage.CALLING: CallingScene, Stage.PLAY: PlayScene,
}


def scene_for(app: App, session: TableSession, stage: Stage | None = None) -> TableScene:
    """The scene of the phase the session is in (or of `stage`)."""
    return SCENES[stage or session.stage()](app, session)
