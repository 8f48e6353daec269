"""The one exception an illegal action raises; the state is left exactly as it was."""


class IllegalAction(ValueError):
    """Wrong seat, wrong phase, a call out of range or a card the rules forbid."""
