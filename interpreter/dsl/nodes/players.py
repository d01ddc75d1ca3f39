"""Players and sets of players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from interpreter.dsl.nodes.base import Node
from interpreter.dsl.nodes.table import FirstPlayer
from interpreter.records import record

if TYPE_CHECKING:
    from interpreter.dsl.nodes.cards import CardExpr
    from interpreter.dsl.nodes.conditions import Pred


@record
class You(Node):
    """The player the effect belongs to."""


@record
class Them(Node):
    """The subject of the sentence, when it is not you ("… within their range of them")."""


@record
class ActivePlayer(Node):
    """The player whose turn it is."""


@record
class OwnerOf(Node):
    """The player in whose zone a card lies."""

    card: CardExpr


@record
class ThatPlayer(Node):
    """The player a condition or a `for each` found ("… that player …")."""


@record
class Neighbour(Node):
    of: Literal["you", "subject", "player"]
    side: Literal["left", "right"]
    player: Player | None = None  # of == "player": the player on the left of this one


@record
class ChoosePlayer(Node):
    """A player the effect's owner picks; `other` excludes the owner, `rivals` (an opponent) their whole team;
    `who` narrows the choice."""

    other: bool
    who: Pred | None = None
    rivals: bool = False


@record
class Partner(Node):
    """`your partner`, `the winner's partner`: the other player of a team of two."""

    player: Player


@record
class Variable(Node):
    """A player named by a procedure's variable ("the leader")."""

    name: str


Player = You | Them | ActivePlayer | OwnerOf | ThatPlayer | Neighbour | ChoosePlayer | Variable | FirstPlayer | Partner


@record
class PlayerFilter(Node):
    others: bool = False
    except_: tuple[Player, ...] = ()
    who: Pred | None = None
    start: Player | None = None  # "in turn order from …" (default: from you)
    rivals: bool = False  # "opponent": in a game with teams, not your team-mates either


@record
class Nobody(Node):
    """`no player`: as the winners of an end rule, the game is lost by all (a solitaire defeat)."""


@record
class EachPlayer(Node):
    """Every player matching a filter, in turn order (from the effect's owner unless said)."""

    filter: PlayerFilter
