"""The shape of content files, as strict pydantic models.

One strict base (`extra="forbid"`), explicit `kind:` tags on every file and step, and `Text`
fields that keep each string's YAML position so later stages can point into the file.

The models live in modules by what they describe — `fields` (the shared field types and the strict
base), `words` (names in two languages), `vocabulary` (what the rules may name), `steps` (the rules in
time), `table`, `cards` (symbols and cards), `variants` (overlays and their changes) and `files` (the
game file and every file kind). This package re-exports the models themselves, which the loader, the
engine and the renderer name as `models.Card`; the field types are imported from `models.fields`.
"""

from interpreter.content.models.cards import (
    Card,
    CardAbility,
    CardPlay,
    CardsFile,
    CardSide,
    CardTrigger,
    CostModifier,
    EffectSlot,
    KindWords,
    PropertyValue,
    Symbol,
    SymbolsFile,
)
from interpreter.content.models.files import ContentFile, GameFile, Limits
from interpreter.content.models.steps import (
    DoStep,
    EndRule,
    IfStep,
    Procedure,
    Round,
    Section,
    Step,
    Trigger,
    WindowStep,
)
from interpreter.content.models.table import Arc, Scenery, Shape, Sideways, Table
from interpreter.content.models.variants import (
    AddCard,
    CardChange,
    Change,
    ChangeCard,
    EditionFile,
    RemoveCard,
    ReplaceCard,
    ReplaceRule,
    Variant,
)
from interpreter.content.models.vocabulary import (
    CardProperty,
    Counter,
    CounterGroup,
    Die,
    PlayerCount,
    Roles,
    Stat,
    Teams,
    Variable,
    Window,
    Zone,
)
from interpreter.content.models.words import (
    RENAMABLE_WORDS,
    EnPhrase,
    EnWord,
    Fact,
    Name,
    Phrase,
    Predicate,
    RuPhrase,
    RuWord,
)

__all__ = [
    "RENAMABLE_WORDS",
    "AddCard",
    "Arc",
    "Card",
    "CardAbility",
    "CardChange",
    "CardPlay",
    "CardProperty",
    "CardSide",
    "CardTrigger",
    "CardsFile",
    "Change",
    "ChangeCard",
    "ContentFile",
    "CostModifier",
    "Counter",
    "CounterGroup",
    "Die",
    "DoStep",
    "EditionFile",
    "EffectSlot",
    "EnPhrase",
    "EnWord",
    "EndRule",
    "Fact",
    "GameFile",
    "IfStep",
    "KindWords",
    "Limits",
    "Name",
    "Phrase",
    "PlayerCount",
    "Predicate",
    "Procedure",
    "PropertyValue",
    "RemoveCard",
    "ReplaceCard",
    "ReplaceRule",
    "Roles",
    "Round",
    "RuPhrase",
    "RuWord",
    "Scenery",
    "Section",
    "Shape",
    "Sideways",
    "Stat",
    "Step",
    "Symbol",
    "SymbolsFile",
    "Table",
    "Teams",
    "Trigger",
    "Variable",
    "Variant",
    "Window",
    "WindowStep",
    "Zone",
]
