"""How long a person's name may be: the name a player gives in Settings (kept by the store)
and the name a guest sends to a friends' table (read by the host, callbreak/net) are held to
the same length, written here once."""

NAME_LONGEST = 20  # characters of the name friends see at a table

__all__ = ["NAME_LONGEST"]
