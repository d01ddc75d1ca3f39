"""What a trigger waits for: a card moving somewhere, or a player using a card."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.cards import CardFilter
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.values import Zone

EventKind = Literal["play", "put", "enter", "use", "leave"]
Actor = Literal["you", "opponent", "any"]


@record
class Event(Node):
    """`an opponent plays a card into their tableau`, `a wild card enters your hand`, `you use a card`.

    `play` matches a card played (from hand, paying for it); `put` a card put somewhere by an
    effect; `enter` either, or any other move into the zone; `leave` any move out of it; `use` a
    card's ability being used.
    """

    kind: EventKind
    actor: Actor | None = None
    filter: CardFilter = field(default_factory=CardFilter)
    source: Zone | None = None
    zone: Zone | None = None
    window: str | None = None  # `use … for WINDOW`: only abilities of that window
    self_: bool = False  # `this card leaves …`: the trigger's own card
    into: Zone | None = None  # `leaves Z for the discard-pile`: only a move out of Z into that zone
