"""The name friends see at a table, as settings.json keeps it, worked by hand: spaces
collapsed and trimmed, a character that cannot be shown read as a space, twenty characters
kept whole and a longer name cut where a letter ends (a Devanagari vowel sign or the second
half of a conjunct never loses the letter it belongs to; a run of marks longer than any letter
is cut plainly), and a cut that ends in a space trimmed."""

from __future__ import annotations

import json

import pytest

from callbreak.store import Store
from callbreak.store.settings import cut_at_letter


@pytest.mark.parametrize("written, kept", [
    ("  Asha   Rai  ", "Asha Rai"),
    ("Bi\x00kash\tRai", "Bi kash Rai"),
    ("\n\t", ""),
    ("Sushila Rana Magarni", "Sushila Rana Magarni"),  # twenty: kept whole
    ("Aarati Sharma Kumar Devi", "Aarati Sharma Kumar"),  # cut after "Kumar "
    # क्षेत्री does not fit: its last letter त्री (त, virama, र, vowel sign ी) goes whole
    ("बिकाश बहादुर क्षेत्री", "बिकाश बहादुर क्षे"),
    # the 21st character ठ ends the conjunct ष्ठ: the conjunct goes, श्रे stays
    ("अर्जुन बहादुर श्रेष्ठ थापा", "अर्जुन बहादुर श्रे"),
    # twenty accents on one letter are no letter: cut plainly, a letter's length back
    ("Bikash" + "\u0301" * 20, "Bikash" + "\u0301" * 6),
])
def test_a_name_in_settings_json_is_kept_as_worked_by_hand(tmp_path, written, kept):
    folder = tmp_path / "cfg"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"version": 1, "name": written}),
                                          encoding="utf-8")
    store = Store.open(folder, tmp_path / "data")
    assert store.settings.name == kept
    store.save_settings(store.settings.with_(level="hard"))
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8"))["name"] == kept


def test_a_letter_longer_than_the_room_left_is_left_out_whole():
    assert cut_at_letter("क्षेत्री", 2) == ""  # क्ष is one letter of three characters
    assert cut_at_letter("क्षेत्री", 4) == "क्षे"
    assert cut_at_letter("Asha", 4) == "Asha"
