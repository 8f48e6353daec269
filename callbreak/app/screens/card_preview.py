"""Card pictures for the settings screen: the decks, the backs and the four-colour sample.

`CardPreview.draw(p, key, chosen, area)` draws every choice of one card setting side by
side in `area`, the chosen one ringed and ticked (never by colour alone), and returns each
picture's rect with its value so a click on a picture chooses it. It keeps its own
`CardArt` per look (the app's cards hold only the current one); `clear()` on resize.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme as th
from ..cards import CardArt
from ..i18n import tr
from .settings_rows import BACK_CHOICES, DECK_CHOICES
from .ui import Painter

if TYPE_CHECKING:
    from ..context import App

KEYS = ("deck", "card_back", "four_colour")  # the settings that have a picture
SAMPLE = ("AS", "KH", "QC", "JD")  # one of each suit, a court card among them
FOUR_CHOICES = ((False, "Two colours"), (True, "Four colours"))


class CardPreview:
    def __init__(self, app: App) -> None:
        self.app = app
        self._art: dict[tuple[str, bool, str], CardArt] = {}

    def clear(self) -> None:
        for art in self._art.values():
            art.clear()

    def cards(self, back: str, four_colour: bool, deck: str) -> CardArt:
        art = self._art.get((back, four_colour, deck))
        if art is None:
            art = self._art[(back, four_colour, deck)] = CardArt(back, four_colour, deck)
        return art

    def samples(self, key: str, height: int) -> list[tuple[object, str, list[pygame.Surface]]]:
        """(value, name, pictures) for every choice of the setting `key`."""
        s = self.app.settings
        deck = getattr(s, "deck", DECK_CHOICES[0][0])
        if key == "card_back":
            return [(value, name, [self.cards(str(value), False, deck).back(height)])
                    for value, name in BACK_CHOICES]
        if key == "deck":
            return [(value, name, [self.cards(s.card_back, s.four_colour, str(value))
                                   .get(code, height) for code in SAMPLE[:3]])
                    for value, name in DECK_CHOICES]
        return [(four, name, [self.cards(s.card_back, four, deck).get(code, height)
                              for code in SAMPLE])
                for four, name in FOUR_CHOICES]

    def draw(self, p: Painter, key: str, chosen: object, area: pygame.Rect
             ) -> list[tuple[pygame.Rect, object]]:
        """The choices right-aligned in `area`, with their names below; returns the hits."""
        label = p.px(3.2)
        height = max(8, min(area.h - label - p.px(1.2), p.px(12)))
        samples = self.samples(key, height)
        hits = []
        x = area.right
        for value, name, images in reversed(samples):
            step = round(images[0].get_width() * 0.42)
            width = images[0].get_width() + step * (len(images) - 1)
            group = pygame.Rect(x - width, area.y + p.px(0.6), width, images[0].get_height())
            for k, img in enumerate(images):
                p.image(img, topleft=(group.x + k * step, group.y))
            picked = value == chosen
            if picked:
                pygame.draw.rect(p.surface, th.INK, group.inflate(p.px(1.2), p.px(1.2)),
                                 max(2, p.px(0.35)), border_radius=p.px(0.8))
            shown = tr(name)
            p.fit_text(f"✓ {shown}" if picked else shown, 2.4, width + p.px(2.6),
                       th.INK if picked else th.INK_DIM, bold=picked,
                       midtop=(group.centerx, group.bottom + p.px(0.8)))
            hits.append((group, value))
            x = group.x - p.px(3.2 if len(images) == 1 else 4)
        return hits

    def width(self, p: Painter, key: str, area_h: int) -> int:
        """How wide the pictures of `key` are in an area `area_h` pixels tall."""
        label = p.px(3.2)
        height = max(8, min(area_h - label - p.px(1.2), p.px(12)))
        card_w = round(height * 14 / 19)
        count = {"card_back": (len(BACK_CHOICES), 1), "deck": (len(DECK_CHOICES), 3)}.get(
            key, (len(FOUR_CHOICES), len(SAMPLE)))
        groups, per = count
        group_w = card_w + round(card_w * 0.42) * (per - 1)
        gap = p.px(3.2 if per == 1 else 4)
        return groups * group_w + (groups - 1) * gap
