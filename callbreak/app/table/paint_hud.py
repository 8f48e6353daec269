"""Painting the words around the table: the round and rules line, the buttons, the news
banner above your hand, the call picker and the last trick."""

from __future__ import annotations

from functools import lru_cache

import pygame

from callbreak.engine import CARDS, PLAYING
from callbreak.words import hint as said_hint
from callbreak.words import name, tr

from ..look import theme as th
from ..look.cards import CardArt
from ..look.theme import Theme
from . import hits
from .paint_plates import caption
from .turns import Turn
from .view import TableView

BULLET = "• "  # before each fact of the rules line when they take a line each


def hud(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    table = view.table
    lay, rules = table.layout, table.game.rules
    label = tr(table.heading) if table.heading else tr("Round {n} of {rounds}",
                                                         n=table.round_no + 1,
                                                         rounds=rules.rounds)
    if table.daily:
        label += "  ·  " + tr("Daily Challenge {day}", day=table.daily)
    box = t.text(label, 2.2, th.INK, bold=True)
    rect = box.get_rect(topleft=(lay.margin + t.px(1), lay.margin + t.px(0.6)))
    th.panel(surface, rect.inflate(t.px(2), t.px(1.2)), th.PANEL, radius=t.px(1.4))
    surface.blit(box, rect)
    way = tr("Play goes anticlockwise") if not rules.clockwise else tr("Play goes clockwise")
    line = way + "  ·  " + tr("spades are trumps")
    room = lay.plates[2].x - t.px(1) - rect.x
    y = rect.bottom + t.px(1.2)
    if t.measure(line, caption(t))[0] <= room:
        t.blit_text(surface, line, caption(t), th.INK_DIM, topleft=(rect.x, y))
    else:  # larger text: one fact a line, clear of the top player's plate, each behind a
        # bullet (Devanagari has no capitals: two bare lines read as one run-on sentence)
        for part in (way, tr("spades are trumps")):
            part = BULLET + part
            y = t.blit_text(surface, part, t.fitting(part, caption(t), room), th.INK_DIM,
                            topleft=(rect.x, y)).bottom
    has_last = bool(table.last_trick)
    rects = hits.buttons(t, lay, has_last)
    for key, text, enabled in hits.button_labels(has_last):
        b = rects[key]
        under = b.collidepoint(view.pointer) and enabled
        th.panel(surface, b, th.PANEL, radius=b.h // 2,
                 edge=th.INK if under else th.PANEL_EDGE, width=1)
        colour = th.INK if enabled else (110, 130, 120)
        t.blit_text(surface, text, t.legible(hits.BUTTON_TEXT), colour, center=b.center)


def banner_text(view: TableView) -> tuple[str, tuple[int, int, int]]:
    """The line above your hand: the latest news, else whose turn it is (so a long think
    never leaves the table silent)."""
    if view.news:
        return view.news, th.INK
    if view.your_card:
        return tr("Your turn: pick a card"), th.ACCENT
    seat = view.seat
    if seat:
        if view.table.game.phase is PLAYING:
            return tr("{name} to play", name=name(seat)), th.INK_DIM
        return tr("{name} to call", name=name(seat)), th.INK_DIM
    return "", th.INK


def banner(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    text, colour = banner_text(view)
    if not text:
        return
    lay = view.table.layout
    marker = hits.turn_marker(t, lay)
    bottom = lay.hand_top - t.px(1.2) - round(lay.card_h * 0.12)
    width = round(lay.w * 0.5)
    box, lines = _banner_box(t, text, width, (lay.w // 2, bottom))
    # the pointer at you (and the call picker, when larger text makes it reach down) stay
    # in sight: the banner steps aside, narrower if it must, never past the window's edge
    clear = [marker]
    if view.turn is Turn.YOUR_CALL:
        clear.append(hits.view_picker(t, view).box)
    if any(box.colliderect(r) for r in clear):
        left = min(r.left for r in clear if box.colliderect(r))
        room = left - t.px(1) - lay.margin
        box, lines = _banner_box(t, text, min(width, room - t.px(4)), (0, bottom))
        box.right = left - t.px(1)
    imgs = [t.text(line, 2.4, colour, bold=True) for line in lines]
    th.panel(surface, box, th.PANEL, radius=t.px(1.6),
             edge=th.ACCENT if colour == th.ACCENT else None, width=max(1, t.px(0.3)))
    y = box.y + t.px(0.8)
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()


def _banner_box(t: Theme, text: str, width: int,
                midbottom: tuple[int, int]) -> tuple[pygame.Rect, list[str]]:
    """The banner's box and lines for `text` wrapped to `width`."""
    lines, size = _wrapped(t, text, width)
    box = pygame.Rect((0, 0), size)
    box.midbottom = midbottom
    return box, list(lines)


@lru_cache(maxsize=32)
def _wrapped(t: Theme, text: str, width: int) -> tuple[tuple[str, ...], tuple[int, int]]:
    """The banner's lines and size for `text` at `width`: measured once, not each frame
    (the same news stays up for seconds)."""
    lines = t.wrap(text, 2.4, width, bold=True)
    widths = [t.measure(line, 2.4, bold=True) for line in lines]
    return tuple(lines), (max(w for w, _ in widths) + t.tx(4),
                          sum(h for _, h in widths) + t.tx(1.6))


def call_picker(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    suggested = view.hint.value if view.hint is not None else None
    p = hits.view_picker(t, view)
    box = p.box
    th.drop_shadow(surface, box, t.tx(2.2), t.unit, lift=2)
    th.panel(surface, box, (10, 26, 20, 232), radius=t.tx(2.2), edge=th.ACCENT,
             width=max(1, t.tx(0.35)))
    t.blit_text(surface, tr("Your call"), 3.2, th.ACCENT, bold=True,
                midtop=(box.centerx, box.y + t.tx(1.5)))
    for i, ask in enumerate(p.ask):
        t.blit_text(surface, ask, caption(t), th.INK_DIM,
                    midtop=(box.centerx, box.y + t.tx(5.6) + p.ask_step * i))
    for n, r in p.cells.items():
        chosen = n == view.pick
        under = r.collidepoint(view.pointer)
        th.panel(surface, r, th.ACCENT if chosen else th.PANEL_SOLID, radius=t.tx(1.2),
                 edge=None if chosen else (th.INK if under else th.PANEL_EDGE),
                 width=max(1, t.tx(0.3)) if under else 1)
        fit = min(1.0, r.h / t.tx(6.6))  # cells made smaller to keep clear of your hand
        star = t.text("★", t.legible(1.8 * fit), th.INK_DARK if chosen else th.ACCENT)
        # in a smaller cell the number sits lower, under the star's corner
        centre = r.center if fit == 1.0 else (r.centerx, r.centery + star.get_height() // 3)
        t.blit_text(surface, str(n), 3.2 * fit, th.INK_DARK if chosen else th.INK, bold=True,
                    center=centre)
        if n == suggested:
            corner = (r.right - t.tx(0.4), r.y + t.tx(0.2)) if fit == 1.0 else (r.right - 1,
                                                                               r.y + 1)
            surface.blit(star, star.get_rect(topright=corner))
    y = p.rows_bottom
    if suggested is not None:
        t.blit_text(surface, tr("★ suggested: {n}   (H: why)", n=suggested), caption(t),
                    th.INK_DIM, midtop=(box.centerx, y + t.tx(0.2)))
    for line in p.reason:
        y += p.line_h
        t.blit_text(surface, line, t.legible(hits.CALL_REASON_TEXT), th.INK,
                    midtop=(box.centerx, y + t.tx(0.2)))
    th.panel(surface, p.ok, th.ACCENT, radius=p.ok.h // 2)
    t.blit_text(surface, tr("Call {n}  (Enter)", n=view.pick), 2.3, th.INK_DARK, bold=True,
                center=p.ok.center)


def claim(surface: pygame.Surface, t: Theme, view: TableView) -> None:
    """The Claim button: every trick left is yours, so the rest can be played at once."""
    rect = hits.claim_button(t, view.table.layout)
    under = rect.collidepoint(view.pointer)
    th.panel(surface, rect, th.PANEL_SOLID, radius=rect.h // 2,
             edge=th.ACCENT, width=max(2, t.px(0.45 if under else 0.3)))
    t.blit_text(surface, hits.claim_label(), t.legible(2.2), th.ACCENT, bold=True,
                center=rect.center)


def card_hint_sentence(view: TableView) -> str:
    """What H says on your card turn."""
    assert view.hint is not None
    return tr("Hint: play the {card}. {reason}", card=CARDS[view.hint.value],
              reason=said_hint(view.hint.reason))


def last_trick(surface: pygame.Surface, t: Theme, cards: CardArt, view: TableView) -> None:
    table = view.table
    lay = table.layout
    h = round(lay.card_h * 0.55)
    w = round(h * 14 / 19)
    box = pygame.Rect(0, 0, 4 * w + 5 * t.px(1.2), h + t.px(9))
    box.topright = (lay.w - lay.margin, hits.buttons_bottom(t, lay) + t.px(1))
    th.drop_shadow(surface, box, t.px(1.6), t.unit, lift=2)
    th.panel(surface, box, (10, 26, 20, 235), radius=t.px(1.6), edge=th.PANEL_EDGE, width=1)
    t.blit_text(surface, tr("Last trick"), t.legible(2.0), th.INK, bold=True,
                midtop=(box.centerx, box.y + t.px(0.8)))
    x = box.x + t.px(1.2)
    drop = round(t.unit * 0.3)
    for seat, card in table.last_trick:
        shade = cards.shadow(h)
        surface.blit(shade, shade.get_rect(center=(x + w // 2, box.y + t.px(4) + h // 2 + drop)))
        surface.blit(cards.face(card, h), (x, box.y + t.px(4)))
        won = seat == table.last_winner
        colour = th.ACCENT if won and seat == 0 else (th.INK if won else th.INK_DIM)
        t.blit_text(surface, name(seat), caption(t), colour, bold=won,
                    midtop=(x + w // 2, box.y + t.px(4.6) + h))
        x += w + t.px(1.2)
