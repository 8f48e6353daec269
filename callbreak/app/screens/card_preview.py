"""Card pictures for the settings screen: the decks, the backs and the four-colour sample.

`CardPreview.draw(p, key, chosen, area)` draws every choice of one card setting side by
side in `area`, the chosen one ringed and ticked (never by colour alone), and returns each
picture's rect with its value so a click on a picture chooses it. It keeps its own
`CardArt` per look (the app's cards hold only the current one); `clear()` on resize.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from callbreak.words import N_, tr

from ..look import theme as th
from ..look.cards import CardArt
from .settings_rows import BACK_CHOICES, DECK_CHOICES
from .ui import Painter

if TYPE_CHECKING:
    from ..shell.context import App

KEYS = ("deck", "card_back", "four_colour")  # the settings that have a picture
SAMPLE = ("AS", "KH", "QC", "JD")  # one of each suit, a court card among them
FOUR_CHOICES = ((False, N_("Two colours")), (True, N_("Four colours")))


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

    def _layout(self, p: Painter, key: str, area_h: int) -> tuple[list[Any], int]:
        """[(value, name, pictures, label, slot width)] and the width of them all: a slot
        is as wide as its fan of cards or its name, whichever is wider."""
        label_h = p.tx(3.2)  # a name under its cards, as large as the player's text
        height = max(8, min(area_h - label_h - p.px(1.2), p.px(12)))
        slots, total = [], 0
        for value, name, images in self.samples(key, height):
            fan = images[0].get_width() + round(images[0].get_width() * 0.42) * (len(images) - 1)
            label = f"✓ {tr(name)}"  # as wide as it gets (the chosen one is ticked and bold)
            slot = max(fan, p.t.measure(label, 2.4, bold=True)[0])
            slots.append((value, name, images, slot))
            total += slot
        return slots, total + p.px(2.4) * (len(slots) - 1)

    def draw(self, p: Painter, key: str, chosen: object, area: pygame.Rect
             ) -> list[tuple[pygame.Rect, object]]:
        """The choices right-aligned in `area`, with their names below; returns the hits."""
        slots, _ = self._layout(p, key, area.h)
        hits = []
        x = area.right
        for value, name, images, slot in reversed(slots):
            step = round(images[0].get_width() * 0.42)
            width = images[0].get_width() + step * (len(images) - 1)
            centre = x - slot // 2
            group = pygame.Rect(centre - width // 2, area.y + p.px(0.6), width,
                                images[0].get_height())
            for k, img in enumerate(images):
                p.image(img, topleft=(group.x + k * step, group.y))
            picked = value == chosen
            if picked:
                pygame.draw.rect(p.surface, th.INK, group.inflate(p.px(1.2), p.px(1.2)),
                                 max(2, p.px(0.35)), border_radius=p.px(0.8))
            shown = tr(name)
            p.text(f"✓ {shown}" if picked else shown, 2.4, th.INK if picked else th.INK_DIM,
                   bold=picked, midtop=(centre, group.bottom + p.px(0.8)))
            hits.append((group, value))
            x -= slot + p.px(2.4)
        return hits

    def width(self, p: Painter, key: str, area_h: int) -> int:
        """How wide the pictures of `key` are in an area `area_h` pixels tall."""
        return self._layout(p, key, area_h)[1]
