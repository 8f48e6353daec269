"""Play with friends: host a table or join one, the lobby, and the same table scenes over a
copy of the host's game (`callbreak.net.mirror`). `place` says where the network is (the
interface, and whether tables are found and announced nearby), `hosting` runs the table
server while this window hosts, `link` is one person's place at a table (the client, the
mirror, the notices), `session` plays the table over it. The scenes: `start` (Host, Join,
Continue hosting), `host` (the house rules and the computer players), `lobby`, `join` (the
tables nearby, by address) and `ask` (a line typed: an address, a code, your name)."""
