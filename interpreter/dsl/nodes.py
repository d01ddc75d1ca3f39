"""Typed nodes of the rulebook DSL.

The parser builds these from a Lark tree; the checker resolves names (a `Ref` becomes a `ZoneRef`
or a `CounterRef`, a `NamedValue` a `SymbolValue`); the compiler and the renderer both read the
checked tree. Every node carries its `span` — character offsets into the DSL text — so any
stage can report a problem at the exact word.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Literal


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


NO_SPAN = Span(0, 0)


@dataclass(frozen=True, slots=True)
class Node:
    span: Span = field(default=NO_SPAN, kw_only=True, compare=False, repr=False)

    def children(self) -> list[Node]:
        """Direct child nodes, in field order."""
        found: list[Node] = []
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Node):
                found.append(value)
            elif isinstance(value, tuple):
                found.extend(v for v in value if isinstance(v, Node))
        return found

    def walk(self):  # type: ignore[no-untyped-def]
        """This node and all nodes below it, depth first."""
        yield self
        for child in self.children():
            yield from child.walk()


# ---------------------------------------------------------------- players


@dataclass(frozen=True, slots=True)
class You(Node):
    """The player the effect belongs to."""


@dataclass(frozen=True, slots=True)
class ThatPlayer(Node):
    """The player a preceding condition found ("if exactly one player has …: … that player …")."""


@dataclass(frozen=True, slots=True)
class Neighbour(Node):
    of: Literal["you", "subject"]
    side: Literal["left", "right"]


@dataclass(frozen=True, slots=True)
class ChoosePlayer(Node):
    """A player the effect's owner picks; `other` excludes the owner."""

    other: bool


@dataclass(frozen=True, slots=True)
class Variable(Node):
    name: str


Player = You | ThatPlayer | Neighbour | ChoosePlayer | Variable


@dataclass(frozen=True, slots=True)
class PlayerFilter(Node):
    others: bool = False
    except_: Player | None = None
    who: Pred | None = None


@dataclass(frozen=True, slots=True)
class EachPlayer(Node):
    """Every player matching a filter, in turn order starting from the effect's owner."""

    filter: PlayerFilter


# ---------------------------------------------------------------- references to zones and counters

Owner = Literal["you", "subject", "player", "table"]


@dataclass(frozen=True, slots=True)
class Ref(Node):
    """An unresolved `your hand` / `the deck` / `that player's crystals`."""

    owner: Owner
    name: str
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class ZoneRef(Node):
    zone: str
    owner: Owner
    player: Player | None = None


@dataclass(frozen=True, slots=True)
class CounterRef(Node):
    counter: str
    owner: Owner
    player: Player | None = None


Zone = Ref | ZoneRef

# ---------------------------------------------------------------- numbers


@dataclass(frozen=True, slots=True)
class Int(Node):
    value: int
    article: bool = False


@dataclass(frozen=True, slots=True)
class BinOp(Node):
    op: Literal["+", "-", "*"]
    left: Num
    right: Num


@dataclass(frozen=True, slots=True)
class CountCards(Node):
    zone: Zone


@dataclass(frozen=True, slots=True)
class TurnNumber(Node):
    pass


Num = Int | BinOp | CountCards | TurnNumber | Ref | CounterRef

# ---------------------------------------------------------------- cards and symbols


@dataclass(frozen=True, slots=True)
class PlayedCard(Node):
    pass


@dataclass(frozen=True, slots=True)
class JoinedCard(Node):
    pass


@dataclass(frozen=True, slots=True)
class TopCard(Node):
    zone: Zone


CardExpr = PlayedCard | JoinedCard | TopCard


@dataclass(frozen=True, slots=True)
class AllCards(Node):
    zone: Zone
    except_: tuple[CardExpr, ...] = ()


@dataclass(frozen=True, slots=True)
class OneCard(Node):
    card: CardExpr


Cards = AllCards | OneCard


@dataclass(frozen=True, slots=True)
class NamedValue(Node):
    name: str


@dataclass(frozen=True, slots=True)
class SymbolValue(Node):
    set: str
    value: str


@dataclass(frozen=True, slots=True)
class JoiningValue(Node):
    """The symbol at which the played card joined a chain."""

    set: str


Value = NamedValue | SymbolValue | JoiningValue

# ---------------------------------------------------------------- conditions and predicates


@dataclass(frozen=True, slots=True)
class CardsIn(Node):
    """Per-player quantity: how many cards a player has in one of their zones."""

    zone: str


@dataclass(frozen=True, slots=True)
class CounterQuantity(Node):
    counter: str


Quantity = CardsIn | CounterQuantity


@dataclass(frozen=True, slots=True)
class HasMost(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasFewest(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasNone(Node):
    quantity: Quantity


@dataclass(frozen=True, slots=True)
class HasAtLeast(Node):
    amount: Num
    quantity: Quantity


Pred = HasMost | HasFewest | HasNone | HasAtLeast

Comparison = Literal[">=", "<=", ">", "<", "==", "!="]


@dataclass(frozen=True, slots=True)
class Compare(Node):
    left: Num
    op: Comparison
    right: Num


@dataclass(frozen=True, slots=True)
class IsEmpty(Node):
    zone: Num | Zone
    negated: bool = False


@dataclass(frozen=True, slots=True)
class PlayerHas(Node):
    player: Player
    pred: Pred


@dataclass(frozen=True, slots=True)
class Quantified(Node):
    """`exactly one player …`, `a player …`, `no player …`; binds “that player” when it holds."""

    quantifier: Literal["exactly-one", "some", "none"]
    pred: Pred


@dataclass(frozen=True, slots=True)
class EndShows(Node):
    zone: Zone
    value: Value


@dataclass(frozen=True, slots=True)
class Can(Node):
    player: Player
    verb: Verb
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Not(Node):
    cond: Cond


@dataclass(frozen=True, slots=True)
class And(Node):
    items: tuple[Cond, ...]


@dataclass(frozen=True, slots=True)
class Or(Node):
    items: tuple[Cond, ...]


Cond = Compare | IsEmpty | PlayerHas | Quantified | EndShows | Can | Not | And | Or

# ---------------------------------------------------------------- verbs


@dataclass(frozen=True, slots=True)
class Draw(Node):
    count: Num
    zone: Zone | None = None


@dataclass(frozen=True, slots=True)
class DrawUpTo(Node):
    """Draw until the hand holds `target` cards."""

    target: Num
    hand: str


@dataclass(frozen=True, slots=True)
class Discard(Node):
    count: Num
    random: bool = False
    zone: Zone | None = None


@dataclass(frozen=True, slots=True)
class DiscardCards(Node):
    cards: Cards


@dataclass(frozen=True, slots=True)
class Give(Node):
    verb: Literal["pass", "give"]
    count: Num
    zone: Zone | None
    to: Player


@dataclass(frozen=True, slots=True)
class Take(Node):
    count: Num
    random: bool
    zone: Zone


@dataclass(frozen=True, slots=True)
class EndFilter(Node):
    value: Value
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Play(Node):
    source: Zone
    target: Zone
    end: EndFilter | None = None


@dataclass(frozen=True, slots=True)
class ExtraTurn(Node):
    pass


@dataclass(frozen=True, slots=True)
class Gain(Node):
    count: Num
    counter: str


@dataclass(frozen=True, slots=True)
class Lose(Node):
    count: Num
    counter: str


@dataclass(frozen=True, slots=True)
class Pay(Node):
    count: Num
    counter: str
    to: Player


@dataclass(frozen=True, slots=True)
class Win(Node):
    pass


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    zone: Zone
    into: Zone | None = None


@dataclass(frozen=True, slots=True)
class Put(Node):
    cards: Cards
    zone: Zone


@dataclass(frozen=True, slots=True)
class Resolve(Node):
    """Run the effect `effect` that a symbol carries (“resolve the power of the joining symbol”)."""

    effect: str
    value: Value


@dataclass(frozen=True, slots=True)
class Nothing(Node):
    pass


Verb = (
    Draw
    | DrawUpTo
    | Discard
    | DiscardCards
    | Give
    | Take
    | Play
    | ExtraTurn
    | Gain
    | Lose
    | Pay
    | Win
    | Shuffle
    | Put
    | Resolve
    | Nothing
)

# ---------------------------------------------------------------- statements


@dataclass(frozen=True, slots=True)
class Do(Node):
    """`[subject] [may] verb and verb …` — the subject defaults to you."""

    subject: Player | EachPlayer | None
    may: bool
    verbs: tuple[Verb, ...]


@dataclass(frozen=True, slots=True)
class Chain(Node):
    steps: tuple[Stmt, ...]


@dataclass(frozen=True, slots=True)
class If(Node):
    cond: Cond
    then: Chain
    otherwise: Chain | None = None


@dataclass(frozen=True, slots=True)
class ChooseOne(Node):
    chooser: Player | None
    options: tuple[Chain, ...]


@dataclass(frozen=True, slots=True)
class Repeat(Node):
    count: Num
    body: Chain
    twice: bool = False


@dataclass(frozen=True, slots=True)
class ForEach(Node):
    players: PlayerFilter
    body: Chain


Stmt = Do | If | ChooseOne | Repeat | ForEach


@dataclass(frozen=True, slots=True)
class Effect(Node):
    """One or more sentences; each sentence is a chain of steps."""

    sentences: tuple[Chain, ...]


NODE_TYPES: tuple[type[Node], ...] = tuple(
    cls for cls in list(globals().values()) if isinstance(cls, type) and issubclass(cls, Node) and cls is not Node
)
