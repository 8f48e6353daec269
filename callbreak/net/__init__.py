"""Friends at one table: the host's authority over a game (sans-IO, `table.py`), the
frames it speaks (`protocol.py`), the WebSocket server and client around it, and finding
tables nearby. No pygame, no computer players: a server or a window supplies the computer
players' moves. The wire carries one seat's view and the public events, never a hidden
card. See docs/protocol.md."""
