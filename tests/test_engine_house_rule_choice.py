"""Each house rule says which of its choices a table makes (`HouseRule.choice`): the words
How to play and a table nearby show for the rules in force, whatever the other rules."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from props import examples

from callbreak.engine import HouseRules
from callbreak.engine.rules import HOUSE_RULES


@st.composite
def tables(draw: st.DrawFn) -> HouseRules:
    return HouseRules(**{r.field: draw(st.sampled_from(r.values)) for r in HOUSE_RULES})


@settings(max_examples=examples(60), deadline=None)
@given(rules=tables())
def test_each_rule_names_the_choice_the_table_makes(rules):
    for rule in HOUSE_RULES:
        chosen = rule.choice(rules)
        assert chosen in rule.choices and chosen.value == getattr(rules, rule.field)
        assert [c for c in rule.choices if c.value == chosen.value] == [chosen]


def test_the_usual_table_makes_each_rules_usual_choice():
    for rule in HOUSE_RULES:
        assert rule.choice(HouseRules()).value == rule.usual == rule.code_choices[0]
