"""The weights of the learned follows (`follows`), one block of `follows.BLOCK` per state
of the seat's call. Not fitted yet: every option scores alike and the lowest is played."""

WEIGHTS = (0.0,) * (3 * 69)
