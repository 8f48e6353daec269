"""Finding tables nearby, as a joining player sees the list: each table with its host's
name, its house rules in one line, its free seats and its address; a table that changes or
goes away changes or goes; a table of another protocol version listed as not joinable, with
a plain sentence. First with zeroconf's browse callbacks fed as zeroconf calls them (real
DNS-SD records, no network), then for real over multicast DNS on the loopback interface of
a network namespace the test makes itself, where zeroconf must be bound to 127.0.0.1 only.

No test here announces, browses or sends on a real network interface: the real one runs
only inside `unshare -n` and skips where a namespace cannot be made.
"""

from __future__ import annotations

import ipaddress
import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples
from zeroconf import ServiceInfo

from callbreak.cli import build_parser
from callbreak.engine import HouseRules, Redeal
from callbreak.engine.rules import HOUSE_RULES
from callbreak.levels import LEVELS
from callbreak.net.discovery import (
    CLOSE_SECONDS,
    INTERFACE_ENV,
    SERVICE_TYPE,
    Listing,
    TableInfo,
    chosen_interface,
    lan_address,
    lan_addresses,
    service_info,
)
from callbreak.net.protocol import PROTOCOL_VERSION
from callbreak.words import set_language

REPO = Path(__file__).resolve().parent.parent
PROGRAM = REPO / "tests" / "programs" / "lan_tables.py"
LOOPBACK = "127.0.0.1"


class HeardBy:
    """What zeroconf hands a listener: a `get_service_info` answered from the records
    heard so far (here, records put in by the test)."""

    def __init__(self) -> None:
        self.records: dict[str, ServiceInfo] = {}
        self.asked = 0

    def hear(self, info: ServiceInfo) -> str:
        self.records[info.name] = info
        return info.name

    def get_service_info(self, type_: str, name: str, timeout: int = 3000) -> ServiceInfo | None:
        assert type_ == SERVICE_TYPE
        self.asked += 1
        return self.records.get(name)


def raw_info(instance: str, props: dict[str, str], port: int = 40000,
             address: str = LOOPBACK) -> ServiceInfo:
    """A record as another program (or another version of ours) might announce it."""
    return ServiceInfo(SERVICE_TYPE, f"{instance}.{SERVICE_TYPE}", port=port,
                       addresses=[socket.inet_aton(address)], properties=props,
                       server=f"{instance}.local.")


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def test_a_table_heard_is_listed_with_its_host_rules_free_seats_and_address(english):
    zc, changes = HeardBy(), []
    listing = Listing(lambda: changes.append(1))
    rules = HouseRules(rounds=3, big_call=True, redeal=Redeal.JQK)
    name = zc.hear(service_info(TableInfo("Aarati", rules, 2, "hard"), 41234, LOOPBACK, "a1"))
    listing.add_service(zc, SERVICE_TYPE, name)
    [table] = listing.tables()
    assert table.host_name == "Aarati"
    assert table.address == "127.0.0.1:41234"
    assert table.rules_line() == ("3 rounds, calls 1 to 8, must beat, big call, "
                                  "redeal: no J, Q or K, anticlockwise")
    assert table.seats_line() == "2 free seats"
    assert table.level == "hard"
    assert table.version == PROTOCOL_VERSION and table.joinable and table.problem() == ""
    assert changes == [1]


def test_the_usual_rules_read_as_the_usual_table(english):
    zc, listing = HeardBy(), Listing()
    name = zc.hear(service_info(TableInfo("Bikash", HouseRules(), 1), 40001, LOOPBACK, "b"))
    listing.add_service(zc, SERVICE_TYPE, name)
    [table] = listing.tables()
    assert table.rules_line() == "5 rounds, calls 1 to 8, must beat, anticlockwise"
    assert table.seats_line() == "1 free seat"


def test_a_guest_sitting_down_and_the_table_going_away_change_the_list(english):
    zc, changes = HeardBy(), []
    listing = Listing(lambda: changes.append(len(listing.tables())))
    rules = HouseRules()
    name = zc.hear(service_info(TableInfo("Sushila", rules, 3), 40002, LOOPBACK, "s"))
    listing.add_service(zc, SERVICE_TYPE, name)
    zc.hear(service_info(TableInfo("Sushila", rules, 0), 40002, LOOPBACK, "s"))
    listing.update_service(zc, SERVICE_TYPE, name)
    [table] = listing.tables()
    assert table.seats_line() == "No free seat"
    listing.update_service(zc, SERVICE_TYPE, name)  # the same record again: no news
    assert changes == [1, 1]
    listing.remove_service(zc, SERVICE_TYPE, name)
    assert listing.tables() == [] and changes == [1, 1, 0]
    listing.remove_service(zc, SERVICE_TYPE, name)  # gone twice: said once
    assert changes == [1, 1, 0]


def test_a_table_whose_details_never_came_is_not_listed():
    zc, changes = HeardBy(), []
    listing = Listing(lambda: changes.append(1))
    listing.add_service(zc, SERVICE_TYPE, f"Callbreak table 00._{SERVICE_TYPE}")
    assert listing.tables() == [] and changes == [] and zc.asked == 1


def test_another_version_is_listed_plainly_as_not_joinable_after_the_joinable_ones(english):
    zc, listing = HeardBy(), Listing()
    ours = zc.hear(service_info(TableInfo("Zoya", HouseRules(), 3), 40003, LOOPBACK, "z"))
    newer = zc.hear(raw_info("n", {"v": str(PROTOCOL_VERSION + 1), "host": "Asha",
                                   "seats": "whatever a later version says"}))
    older = zc.hear(raw_info("o", {"v": "0", "host": "Bina"}))
    odd = zc.hear(raw_info("x", {"host": "Chandra", "v": "one"}))
    for name in (ours, newer, older, odd):
        listing.add_service(zc, SERVICE_TYPE, name)
    tables = listing.tables()
    assert [t.host_name for t in tables] == ["Zoya", "Asha", "Bina", "Chandra"]
    assert [t.joinable for t in tables] == [True, False, False, False]
    _, asha, bina, chandra = tables
    assert asha.problem() == ("This table plays a newer version of Callbreak: update your "
                              "game to join it.")
    assert bina.problem() == ("This table plays an older version of Callbreak: the host needs "
                              "to update it.")
    assert chandra.problem() == "This table cannot be read by this version of Callbreak."
    assert asha.rules is None and asha.rules_line() == "" and asha.address.endswith(":40000")


def test_our_version_with_rules_that_cannot_be_read_is_not_joinable(english):
    zc, listing = HeardBy(), Listing()
    name = zc.hear(raw_info("r", {"v": str(PROTOCOL_VERSION), "host": "Dipak",
                                  "rules": '{"rounds": 7}', "free": "2"}))
    listing.add_service(zc, SERVICE_TYPE, name)
    [table] = listing.tables()
    assert not table.joinable
    assert table.problem() == "This table cannot be read by this version of Callbreak."


def test_the_list_is_said_in_nepali_and_hindi():
    zc, listing = HeardBy(), Listing()
    rules = HouseRules(rounds=10, max_call=13, must_beat=False, redeal=Redeal.JQKA,
                       clockwise=True)
    name = zc.hear(service_info(TableInfo("आरती", rules, 2), 40004, LOOPBACK, "ne"))
    listing.add_service(zc, SERVICE_TYPE, name)
    [table] = listing.tables()
    try:
        set_language("en")
        english = (table.rules_line(), table.seats_line())
        for code in ("ne", "hi"):
            set_language(code)
            line, seats = table.rules_line(), table.seats_line()
            assert (line, seats) != english
            for word in ("rounds", "calls", "beat", "redeal", "clockwise", "free", "seats"):
                assert word not in line + seats, (code, line, seats)
    finally:
        set_language("en")
    assert table.host_name == "आरती"


names = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)
# every house rule at each choice it declares: a table announces all of them
rules_st = st.builds(HouseRules, **{rule.field: st.sampled_from(rule.values)
                                    for rule in HOUSE_RULES})


@settings(max_examples=examples(150), deadline=None)
@given(name=names, rules=rules_st, free=st.integers(-2, 9), level=st.sampled_from(LEVELS),
       port=st.integers(1, 65535))
def test_any_table_reads_back_as_announced(name, rules, free, level, port):
    info = service_info(TableInfo(name, rules, free, level), port, LOOPBACK, "p")
    assert all(len(k) + 1 + len(v or b"") <= 255 for k, v in info.properties.items())
    zc, listing = HeardBy(), Listing()
    listing.add_service(zc, SERVICE_TYPE, zc.hear(info))
    [table] = listing.tables()
    assert table.joinable and table.rules == rules and table.level == level
    assert table.free_seats == min(max(free, 0), 3)
    assert table.address == f"127.0.0.1:{port}"
    shown = table.host_name
    assert 1 <= len(shown) <= 20 and shown == shown.strip() and shown.isprintable()
    if name.strip() and name.isprintable() and len(name) <= 20 and "  " not in name:
        assert shown == name.strip()


@settings(max_examples=examples(150), deadline=None)
@given(props=st.dictionaries(st.sampled_from(["v", "host", "rules", "free", "level", "x"]),
                             st.one_of(st.binary(max_size=60), st.text(max_size=30)),
                             max_size=6))
def test_whatever_a_stranger_announces_never_breaks_the_list(props):
    zc, listing = HeardBy(), Listing()
    listing.add_service(zc, SERVICE_TYPE, zc.hear(raw_info("any", props)))
    for table in listing.tables():
        assert table.problem() or table.joinable
        assert 0 <= table.free_seats <= 3
        assert table.host_name


# -- the interface --------------------------------------------------------------------------
def test_the_interface_is_the_option_else_the_environment_else_every_network():
    assert chosen_interface("127.0.0.1", {INTERFACE_ENV: "10.1.2.3"}) == "127.0.0.1"
    assert chosen_interface(None, {INTERFACE_ENV: " 127.0.0.1 "}) == "127.0.0.1"
    assert chosen_interface(None, {}) is None
    with pytest.raises(ValueError, match="not an IPv4 address"):
        chosen_interface(None, {INTERFACE_ENV: "eth0"})
    assert lan_address("127.000.0.1".replace("000", "0")) == "127.0.0.1"


def test_the_command_line_takes_lan_interface_and_refuses_a_non_address(capsys):
    assert build_parser().parse_args(["--lan-interface", "127.0.0.1"]).lan_interface == \
        "127.0.0.1"
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--lan-interface", "wifi"])
    assert stop.value.code == 2
    assert "--lan-interface" in capsys.readouterr().err


def test_the_command_line_hands_the_interface_to_the_game(tmp_path):
    """`--lan-interface` reaches the game (and any process it starts) as the environment
    variable every part of the game reads."""
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy")
    env.pop(INTERFACE_ENV, None)
    code = ("import os, callbreak.cli as c; c.apply_lan_interface("
            "c.build_parser().parse_args(['--lan-interface', '127.0.0.1'])); "
            f"print(os.environ[{INTERFACE_ENV!r}])")
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.strip() == "127.0.0.1", run.stderr


# -- for real, on loopback inside a network namespace of our own ---------------------------
def namespace_reason() -> str | None:
    """Why a network namespace cannot be made here (None when it can)."""
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "unshare or ip is not installed"
    try:
        run = subprocess.run(["unshare", "-n", "ip", "link", "set", "lo", "up"],
                             capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unshare -n failed: {error}"
    if run.returncode != 0:
        return f"unshare -n is not permitted here: {run.stderr.strip()[:200]}"
    return None


@pytest.fixture(scope="module")
def on_loopback() -> dict:
    reason = namespace_reason()
    if reason is not None:
        pytest.skip(reason)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop(INTERFACE_ENV, None)
    run = subprocess.run(["unshare", "-n", sys.executable, str(PROGRAM)], env=env,
                         capture_output=True, text=True, timeout=90)
    assert run.returncode == 0, run.stdout + run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_a_table_announced_on_loopback_is_found_changes_and_goes(on_loopback):
    seen = on_loopback
    assert seen["found"] < 10, "found within 10 s"
    [table] = seen["found_tables"]
    assert table == {"host_name": "आरती Rai", "address": "127.0.0.1:45678",
                     "version": PROTOCOL_VERSION,
                     "rules": HouseRules(rounds=3, big_call=True, redeal=Redeal.JQK).to_dict(),
                     "free_seats": 2, "level": "hard", "joinable": True}
    [after_guest] = seen["guest_seen_tables"]
    assert after_guest["free_seats"] == 1
    assert "gone" in seen and seen["gone_tables"] == []


def test_zeroconf_was_bound_to_loopback_only(on_loopback):
    seen = on_loopback
    for who in (seen, seen["host"]):
        sending = who.get("browser_sending_from", who.get("sending_from"))
        listening = who.get("browser_listening_on", who.get("listening_on"))
        # it sends from 127.0.0.1 only, multicast out of 127.0.0.1 only
        assert sending == [[LOOPBACK, LOOPBACK]]
        # it hears on 127.0.0.1 and on the wildcard socket mDNS needs, both tied to lo
        assert {address for address, _ in listening} <= {LOOPBACK, "0.0.0.0"}
        assert all(device == "lo" for _, device in listening), listening
    # the mDNS group was joined on loopback only
    assert ["lo", "224.0.0.251"] in seen["memberships"]
    assert all(device == "lo" for device, _ in seen["memberships"])


def test_closing_takes_at_most_its_bound(on_loopback):
    assert on_loopback["host_closed"]["closed_in"] <= CLOSE_SECONDS + 0.5
    assert on_loopback["browser_closed_in"] <= CLOSE_SECONDS + 0.5


def test_this_computers_addresses_are_its_ipv4_ones_without_the_loopback() -> None:
    # reads the interfaces only: nothing is sent
    for address in lan_addresses():
        assert not ipaddress.IPv4Address(address).is_loopback


def test_with_only_the_loopback_there_is_no_address_and_a_host_shows_the_loopback() -> None:
    reason = namespace_reason()
    if reason is not None:
        pytest.skip(reason)
    code = ("from callbreak.net.discovery import lan_addresses\n"
            "from callbreak.app.friends.place import NetPlace\n"
            "print(lan_addresses(), NetPlace(interface=None, nearby=False).shown_address())")
    env = dict(os.environ, PYTHONPATH=str(REPO), SDL_VIDEODRIVER="dummy")
    env.pop(INTERFACE_ENV, None)
    run = subprocess.run(["unshare", "-n", sys.executable, "-c", code], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.stdout.split() == ["[]", "127.0.0.1"], run.stdout + run.stderr
