"""A bot server speaking the Bhoos Smart Bots 2022 Callbreak protocol, so our players can meet
bots written by others (and each other, through the arena's `--seat URL`).

    python -m callbreak.tools.bot --level hard --port 7000

GET /hi -> {"value": "hello"}; POST /bid -> {"value": call}; POST /play -> {"value": "QS"}.
Stateless: each request carries everything (see `bhoos`). Binds 127.0.0.1 unless told
otherwise. A malformed request gets HTTP 400 and a message; the server never goes down
over one.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from callbreak.ai.lab import ENTRANTS, card_seconds
from callbreak.ai.lab import make_entrant as make_player

from .bhoos import BadRequest, card_code, view_from_request

MAX_BODY = 1 << 20
TIME_MARGIN = 0.6  # share of the request's timeBudget the search may use


def make_server(level: str, host: str = "127.0.0.1", port: int = 7000,
                seed: int | None = None, max_deals: int | None = None,
                quiet: bool = True) -> ThreadingHTTPServer:
    """A ready server (port 0 picks a free one: read `server.server_address`)."""

    class Handler(BaseHTTPRequestHandler):
        server_version = "CallbreakBot/1"

        def log_message(self, fmt: str, *args: object) -> None:
            if not quiet:
                super().log_message(fmt, *args)

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            if self.path.rstrip("/") == "/hi":
                self._send(200, {"value": "hello"})
            else:
                self._send(404, {"error": f"no such path {self.path!r}; try /hi, /bid, /play"})

        def do_POST(self) -> None:  # noqa: N802
            path = self.path.rstrip("/")
            if path not in ("/bid", "/play"):
                self._send(404, {"error": f"no such path {self.path!r}; try /bid or /play"})
                return
            try:
                body = self._read_json()
                view = view_from_request(body, playing=(path == "/play"))
                player = make_player(level, seed, max_deals=max_deals,
                                     time_scale=_time_scale(level, body))
                if path == "/bid":
                    value: object = player.choose_call(view)
                else:
                    value = card_code(player.choose_card(view))
            except BadRequest as exc:
                self._send(400, {"error": str(exc)})
                return
            except Exception as exc:  # a bug must not take the server down
                self._send(500, {"error": f"internal error: {exc!r}"})
                return
            self._send(200, {"value": value})

        def _read_json(self) -> object:
            try:
                length = int(self.headers.get("Content-Length", "0"))
            except ValueError:
                raise BadRequest("bad Content-Length") from None
            if not 0 < length <= MAX_BODY:
                raise BadRequest("the request needs a JSON body (at most 1 MiB)")
            raw = self.rfile.read(length)
            try:
                return json.loads(raw)
            except (ValueError, UnicodeDecodeError) as exc:
                raise BadRequest(f"the body is not JSON: {exc}") from None

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    return server


def _time_scale(level: str, body: object) -> float:
    """Shrink the search budget when the request's timeBudget (ms; some servers send
    timeRemaining) is tighter than ours."""
    ours = card_seconds(level)
    if not ours or not isinstance(body, dict):
        return 1.0
    budget = body.get("timeBudget", body.get("timeRemaining"))
    if not isinstance(budget, (int, float)) or isinstance(budget, bool) or budget <= 0:
        return 1.0
    return min(1.0, TIME_MARGIN * budget / 1000 / ours)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m callbreak.tools.bot", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", choices=ENTRANTS, default="hard",
                    help="a level, a frozen baseline or the ISMCTS sparring partner")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=7000)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--verbose", action="store_true", help="log every request")
    args = ap.parse_args(argv)
    server = make_server(args.level, args.host, args.port, args.seed, quiet=not args.verbose)
    host, port = str(server.server_address[0]), server.server_address[1]
    print(f"{args.level} bot listening on http://{host}:{port}", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
