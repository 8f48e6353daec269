"""The game on record: the scorecard at any time, the standings (places, what each player
needs before the last round) and the review of a finished round, trick by trick."""
