"""What the network table says: one English sentence for each error code, notice and
goodbye of the friends' table (docs/protocol.md). A frame carries the code and the English
sentence; a game window says the code's sentence in its own language from here."""

from __future__ import annotations

from .speak import N_

# the error codes of callbreak.net.protocol.ErrorCode, by value
ERRORS = {
    "too_big": N_("That message was too big for the table, so it was not read."),
    "too_fast": N_("Your game sent too much at once, so the table skipped a message."),
    "malformed": N_("The table could not read that message."),
    "unknown": N_("The table does not know that kind of message."),
    "version": N_("This table runs another version of Callbreak, so update both games to "
                  "the same version to play together."),
    "no_table": N_("No table has that code: check the code with the host."),
    "bad_code": N_("That is not this table's code."),
    "bad_token": N_("This table does not know your seat, so it cannot give it back to you."),
    "not_your_turn": N_("Wait for your turn."),
    "illegal": N_("That move is not allowed now."),
    "full": N_("Every seat at this table is taken."),
    "started": N_("This table has already started its game."),
    "not_owner": N_("Only the person who opened the table can start the game."),
    "wrong_phase": N_("That cannot be done at this point of the game."),
    "busy": N_("The server holds as many tables as it can, so try again later."),
    "not_seated": N_("Join the table before you play."),
    "taken": N_("Another table already has that code, so try a new one."),
    "slow_down": N_("Wait a few seconds before your next reaction."),
}

# a notice's kind; {name} is the person's name
NOTICES = {
    "joined": N_("{name} sat down at the table."),
    "back": N_("{name} is back."),
    "away": N_("{name} lost the connection, so a computer player plays for them."),
    "computer": N_("A computer player plays for {name} until they act."),
    "left": N_("{name} left the table, so a computer player takes their seat."),
}

# why the table said goodbye
GOODBYES = {
    "host_left": N_("The host closed the table; the game goes on when they open it again."),
    "shutdown": N_("The table server is stopping; the game is saved and goes on when it "
                   "starts again."),
    "closed": N_("This table was closed."),
    "left": N_("You left the table."),
    "replaced": N_("Your seat is now played from another connection."),
    "too_many_tries": N_("Too many wrong table codes, so the connection was closed."),
}

__all__ = ["ERRORS", "NOTICES", "GOODBYES"]
