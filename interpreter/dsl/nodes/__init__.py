"""Typed nodes of the rulebook DSL.

The parser builds these from a Lark tree; the checker resolves names (a `Ref` becomes a `ZoneRef`,
`CounterRef`, `StatRef` or `VarRef`; a symbol name a `SymbolValue`); the compiler and the renderer
both read the checked tree. Every node carries its `span` — character offsets into the DSL text — so
any stage can report a problem at the exact word.
"""

from interpreter.dsl.nodes.base import NO_SPAN, Node, Span, rewritten
from interpreter.dsl.nodes.board import BottomCard, CardsAt, HasSame, PileAt, PutUnder, RemoveTokens, Spread
from interpreter.dsl.nodes.cards import (
    AllCards,
    CardAt,
    CardExpr,
    CardFilter,
    Cards,
    CardVar,
    EitherTest,
    JoinedCard,
    OneCard,
    PlayedCard,
    PropTest,
    ThatCard,
    ThisCard,
    TopCard,
)
from interpreter.dsl.nodes.conditions import (
    AllOf,
    And,
    Can,
    CardIs,
    CardsIn,
    Compare,
    Comparison,
    Cond,
    CounterQuantity,
    EndShows,
    HasAtLeast,
    HasFewest,
    HasMost,
    HasNone,
    IsEmpty,
    IsWithin,
    Not,
    Or,
    PaidWith,
    PlayerHas,
    PlayerIs,
    Pred,
    Quantified,
    Quantity,
    StatQuantity,
)
from interpreter.dsl.nodes.dice import Flip, Freeze, PutTotal, Reroll, TurnSide
from interpreter.dsl.nodes.events import Event
from interpreter.dsl.nodes.players import (
    ActivePlayer,
    ChoosePlayer,
    EachPlayer,
    Neighbour,
    Nobody,
    OwnerOf,
    Partner,
    Player,
    PlayerFilter,
    ThatPlayer,
    Them,
    Variable,
    You,
)
from interpreter.dsl.nodes.statements import (
    AnyTimes,
    Chain,
    ChooseOne,
    Do,
    Effect,
    ForEach,
    ForEachCard,
    If,
    Repeat,
    Stmt,
    While,
)
from interpreter.dsl.nodes.table import (
    CardCount,
    ChooseCard,
    FirstPlayer,
    OnTable,
    PassFirst,
    PlaceFinal,
    PlaceShape,
    Rotation,
    Spatial,
    TurnPiece,
)
from interpreter.dsl.nodes.values import (
    BinOp,
    CardProp,
    CountCards,
    CounterRef,
    Distance,
    Extreme,
    Int,
    JoiningValue,
    NamedValue,
    Num,
    Owner,
    PlayerCount,
    Price,
    PriceItem,
    Ref,
    RollValue,
    Seat,
    StatRef,
    SymbolValue,
    Total,
    TurnNumber,
    Value,
    VarRef,
    Zone,
    ZoneRef,
)
from interpreter.dsl.nodes.verbs import (
    ChooseAs,
    ChooseNumber,
    Discard,
    DiscardCards,
    DiscardDownTo,
    Draw,
    DrawUpTo,
    EndFilter,
    EndProcedure,
    ExtraTurn,
    Gain,
    Give,
    GoTo,
    Keep,
    Look,
    Lose,
    Move,
    Nothing,
    Pay,
    Play,
    PlayFor,
    Put,
    PutFrom,
    Resolve,
    Reveal,
    Roll,
    RollCards,
    Rotate,
    Run,
    Set,
    Show,
    Shuffle,
    Store,
    Take,
    Unstore,
    Verb,
    Win,
)

NODE_TYPES: tuple[type[Node], ...] = tuple(
    value
    for value in list(globals().values())
    if isinstance(value, type) and issubclass(value, Node) and value is not Node
)

__all__ = [name for name in dir() if not name.startswith("_")]
