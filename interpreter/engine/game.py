"""A game ready to play: definitions plus compiled code, shared by every state of that game.

Nothing here changes during play. A `Game` is built once per (game, variant) by `build.py`;
states hold a reference to it and only their own mutable data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from interpreter.content import models
from interpreter.engine.rng import stable_hash
from interpreter.records import NOTHING, Fixed, record

if TYPE_CHECKING:
    from interpreter.engine.code import Code


@record
class ZoneDef:
    index: int
    id: str
    owner: Literal["table", "player"]
    order: str
    visibility: Literal["public", "owner", "hidden"]
    link: str | None
    model: models.Zone
    capacity: int | None = None
    refill: int | None = None  # the zone shuffled in when this one runs out


@record
class CounterDef:
    index: int
    id: str
    owner: Literal["table", "player", "card"]
    start: int
    min: int | None
    max: int | None
    model: models.Counter
    ring: bool = False
    track: int | None = None  # zone index whose cards sit at this counter's positions
    reset: str | None = None
    laps: int | None = None  # counter index that counts this ring's wraps (+1 forward, -1 back)
    piles: tuple[int, ...] = ()  # zone indices of the piles at its positions, from `min`


@dataclass
class GroupDef:
    """Counters that make one amount (kinds of "resource"): their indices, and the cap on their sum."""

    id: str
    members: tuple[int, ...]  # counter indices, in the order the data lists them
    owner: str
    model: models.CounterGroup
    cap_node: Any = None  # checked number node for the cap ("you" is the owner)
    cap: Any = None  # compiled
    matches: str | None = None  # the player group a card group stores, member by member
    member_ids: tuple[str, ...] = ()  # the members' counter ids, for prices that name them


@dataclass
class SideDef:
    """A side of a many-sided card: the card's properties with the side's on top, and its own effects."""

    properties: dict[str, Any]
    symbols: Fixed[str]
    effects: dict[str, Any] = field(default_factory=dict)  # effect name -> checked Effect node


@cache
def seat_teams(size: int, seating: str, players: int) -> tuple[int, ...]:
    """The team of each seat: `across` deals the seats round the teams (1 and 3 of four), `together` in runs."""
    count = max(players // size, 1)
    return tuple(p % count if seating == "across" else p // size for p in range(players))


@cache
def seat_partners(size: int, seating: str, players: int) -> tuple[int, ...]:
    """Each seat's partner, the other seat of its team (teams of two)."""
    team = seat_teams(size, seating, players)
    return tuple(next(q for q in range(players) if q != p and team[q] == team[p]) for p in range(players))


SIDE_SHIFT = 32  # a card's side is kept in its flags, above the flag bits, the parts paid and who looked (`state.SEEN`)


@dataclass
class CardDef:
    index: int
    id: str
    properties: dict[str, Any]
    model: models.Card
    symbols: Fixed[str] = NOTHING  # every symbol the card carries, for "it is a wild card"
    effects: dict[str, Any] = field(default_factory=dict)  # effect name -> checked Effect node
    plays: list[CardAction] = field(default_factory=list)
    abilities: list[CardAction] = field(default_factory=list)
    only_if: Any = None  # checked condition: the card is used only in games where it holds
    play_if: Any = None  # checked condition on the player: it may be played from hand only while it holds
    play_test: Any = None  # compiled play_if: fn(state, env)
    sides: list[SideDef] = field(default_factory=list)
    prices: dict[str, Any] = field(default_factory=dict)  # price property -> checked Price node
    price_fns: dict[str, Any] = field(default_factory=dict)  # price property -> [(counter or group, NumFn)]


@dataclass
class CostModifierDef:
    """A card in `zone` makes matching plays cost more (paid to its owner) or less."""

    card: int  # card definition index
    zone: int
    event: Any  # checked Event node
    price: Any  # checked Price node
    adds: bool
    floor: Any = None  # checked Price node: a reduction never goes below it
    matches: Any = None
    items: Any = None  # compiled [(counter or group, NumFn)]
    floor_items: Any = ()  # compiled floor


@dataclass
class CardAction:
    """A card's play (from hand) or ability (where it lies) at a window."""

    card: int  # card definition index
    number: int
    window: str
    effect: Any  # checked Effect node
    condition: Any | None  # checked condition node
    zone: int | None  # play: where the card goes; ability: the zone it must be in
    code: Any = None
    test: Any = None  # compiled condition
    counts_as: str | None = None  # the window triggers see it used at (`as:`), when not its own


@dataclass
class TriggerDef:
    """A trigger of the rules (`card` None: it watches for every player) or of a card (in `zone`)."""

    id: str
    event: Any  # checked Event node
    condition: Any | None
    effect: Any
    model: Any
    card: int | None = None  # card definition index
    zone: int | None = None  # where the card must lie for its trigger to work
    code: Any = None
    matches: Any = None  # compiled: (state, env, verb, src, dst, card) -> bool
    test: Any = None  # compiled condition


@dataclass
class ProcedureDef:
    id: str
    model: models.Procedure
    steps: list[Rule] = field(default_factory=list)
    sections: list[tuple[models.Section, list[Rule]]] = field(default_factory=list)
    finally_: list[Rule] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)  # section id -> pc in the procedure's code
    finally_pc: int = 0
    condition: Any = None  # checked `if:` node: it runs only while this holds


@dataclass
class SymbolDef:
    id: str
    set: str
    model: models.Symbol
    effects: dict[str, Any] = field(default_factory=dict)  # effect name -> checked Effect node


@dataclass
class SymbolSetDef:
    id: str
    model: models.SymbolsFile
    symbols: dict[str, SymbolDef] = field(default_factory=dict)


@dataclass
class Rule:
    """A rule with a place in the rule book: a setup or turn step, an end condition."""

    id: str
    kind: str
    source: str
    node: Any  # checked DSL node (Effect or condition)
    model: Any
    children: list[Rule] = field(default_factory=list)
    otherwise: list[Rule] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class EndCheck:
    id: str
    after: str
    when: Any  # compiled condition
    winners: Any  # compiled player set
    rule: Rule
    ties: Any = None  # compiled player set, asked among several winners only
    draw: bool = False  # the game ends drawn: no winners, and no one lost


@dataclass
class Game:
    id: str
    model: models.GameFile
    variant: models.Variant | None
    zones: list[ZoneDef]
    counters: list[CounterDef]
    cards: list[CardDef]
    instances: tuple[int, ...]  # card instance -> card definition index
    start_zone: tuple[int, ...]  # card instance -> zone index it starts in
    symbol_sets: dict[str, SymbolSetDef]
    setup: list[Rule]
    turn: list[Rule]
    round_start: list[Rule]
    round_end: list[Rule]
    end: list[EndCheck]
    disabled: Fixed[str]
    codes: dict[str, Code] = field(default_factory=dict)
    links: dict[int, tuple[tuple[str, str], ...]] = field(default_factory=dict)  # zone index -> per-instance link pair
    zone_by_id: dict[str, ZoneDef] = field(default_factory=dict)
    counter_by_id: dict[str, CounterDef] = field(default_factory=dict)
    draw_from: int = 0
    hand: int = 0
    discard_to: int = 0
    files: list[str] = field(default_factory=list)
    turns_pc: int = 0  # in the `game` code: the loop that starts each player's turn
    turn_end_pc: int = 0  # in the `turn` code: its end (end checks, an extra turn, the next player)
    # the next turn of the round started in the frame of the turn that ends, when it can be (see flow.py)
    next_turn_in: Callable[[Any, list[Any]], None] = lambda state, frame: None
    procedures: dict[str, ProcedureDef] = field(default_factory=dict)
    stats: dict[str, Any] = field(default_factory=dict)  # stat id -> checked number node
    stat_fns: dict[str, Any] = field(default_factory=dict)  # stat id -> compiled fn(state, player)
    windows: dict[str, models.Window] = field(default_factory=dict)
    dice: dict[str, models.Die] = field(default_factory=dict)
    box: int | None = None  # zone index for cards out of the game
    card_only_if: dict[int, Any] = field(default_factory=dict)  # card def -> compiled condition
    players_min: int = 0
    players_max: int = 0
    window_plays: dict[str, dict[int, list[CardAction]]] = field(default_factory=dict)
    window_abilities: dict[str, dict[int, dict[int, list[CardAction]]]] = field(default_factory=dict)
    variables: dict[str, models.Variable] = field(default_factory=dict)  # every procedure's variables
    triggers: list[TriggerDef] = field(default_factory=list)
    move_triggers: dict[int, list[TriggerDef]] = field(default_factory=dict)  # zone index entered -> triggers
    leave_triggers: dict[int, list[TriggerDef]] = field(default_factory=dict)  # zone index left -> triggers
    use_triggers: list[TriggerDef] = field(default_factory=list)
    card_instances: dict[int, tuple[int, ...]] = field(default_factory=dict)  # card def -> its instances
    groups: dict[str, GroupDef] = field(default_factory=dict)
    cost_modifiers: list[CostModifierDef] = field(default_factory=list)
    capped: dict[int, GroupDef] = field(default_factory=dict)  # counter index -> the capped group it is in
    spending_cards: tuple[int, ...] = ()  # card instances whose stored units pay prices (`spend_stored`)
    # the player groups as (group, ((member counter index, member id), …)), and the ids a price does not take
    # from a plain counter (groups and their members): what planning a payment walks, worked out once
    pay_groups: tuple[tuple[GroupDef, tuple[tuple[int, str], ...]], ...] = ()
    not_plain: Fixed[str] = NOTHING
    # (card definition, price property) -> what its fixed price owes, or None: worked out on first use (`costs._fixed`)
    fixed_prices: dict[tuple[int, str], Any] = field(default_factory=dict)
    stored_pairs: dict[str, tuple[dict[int, int], ...]] = field(default_factory=dict)  # group -> card groups' members
    move_resets: tuple[CounterDef, ...] = ()  # card counters set back to their start when the card moves
    origin: tuple[str, Any] = ("", None)  # (target, roots) it was loaded from: to load its variants too
    fingerprint: str = ""  # a hash of every content file's text (logs carry it: was the content changed?)
    instance_names: tuple[str, ...] = ()  # card instance -> "card-id#copy": who it is, whatever its number
    identity: tuple[int, ...] = ()  # card instance -> a stable hash of its name, for keyed shuffles
    table: Any = None  # a TableDef (engine/table.py) when the game has a table with geometry
    # whether a move needs more than its cards' flags changed (`moves.after_move`): a trigger
    # watches a zone, a card counter resets, or a table places pieces (set with the triggers' index)
    watched_moves: bool = True
    draws: set[str] = field(default_factory=set)  # the end rules that end the game drawn (`draw: true`)
    defeats: set[str] = field(default_factory=set)  # the end rules every player loses (`winners: "no player"`)
    # whether some zone has a `capacity`: only then does a move or an option ask for room (`moves.room`)
    has_capacity: bool = False
    knowing: bool = False  # some rule shows a card or looks at one (SHOWN, SEEN): set by the compiler when it meets one
    # the env keys of every variable ("v:" + its id): what a frame of card text does not copy (`expr.own_names`)
    variable_keys: frozenset[str] = frozenset()
    # card instance -> its definition shifted past the FACE_DOWN bit: `kinds[c] | flags[c] & FACE_DOWN` tells
    # copies of a card (the same choice) from other cards and faces in one operation (`moves.distinct`)
    kinds: tuple[int, ...] = ()
    # what readers of this build work out once (a book's renderer, the moments its cards act at): kept on the
    # build, not in a module's table, so it goes when the build goes (`rulebook watch` builds one per edit)
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.variable_keys = frozenset("v:" + name for name in self.variables)
        self.kinds = tuple(definition << 2 for definition in self.instances)
        copies: dict[int, int] = {}
        names = []
        for definition in self.instances:
            copies[definition] = copies.get(definition, 0) + 1
            names.append(f"{self.cards[definition].id}#{copies[definition]}")
        self.instance_names = tuple(names)
        self.identity = tuple(stable_hash(name) for name in names)

    @property
    def player_counts(self) -> str:
        """The player counts it is for, as people say them: "2–4", or "4" when there is one."""
        low, high = self.min_players, self.max_players
        return str(low) if low == high else f"{low}–{high}"

    @property
    def teams(self) -> models.Teams | None:
        return self.model.teams

    def team_of(self, players: int) -> tuple[int, ...]:
        """Each seat's team (in a game without teams, every seat is a team of its own)."""
        teams = self.model.teams
        return tuple(range(players)) if teams is None else seat_teams(teams.size, teams.seating, players)

    def partner_of(self, players: int) -> tuple[int, ...]:
        """Each seat's partner (in teams of two): the other seat of its team."""
        teams = self.model.teams
        return seat_partners(teams.size, teams.seating, players) if teams is not None else tuple(range(players))

    @property
    def min_players(self) -> int:
        return self.players_min or self.model.players.min

    @property
    def max_players(self) -> int:
        return self.players_max or self.model.players.max

    @property
    def variant_id(self) -> str:
        return self.variant.id if self.variant else "standard"

    @property
    def limits(self) -> models.Limits:
        return self.model.limits

    def zone_bases(self, players: int) -> tuple[int, ...]:
        return _bases(tuple(z.owner for z in self.zones), players)

    def slot_layout(self, players: int) -> tuple[tuple[int, int], ...]:
        """For each zone slot: (zone index, owner), owner -1 for a shared zone."""
        return _layout(tuple(z.owner for z in self.zones), players)

    def counter_bases(self, players: int) -> tuple[int, ...]:
        return _bases(tuple(c.owner for c in self.counters), players, len(self.instances))

    def card_id(self, instance: int) -> str:
        return self.cards[self.instances[instance]].id

    def properties_of(self, card: int, flags: int) -> dict[str, Any]:
        """What a card shows: its properties, or those of the side it shows."""
        definition = self.cards[self.instances[card]]
        if definition.sides:
            return definition.sides[flags >> SIDE_SHIFT].properties
        return definition.properties

    def symbols_of(self, card: int, flags: int) -> Fixed[str]:
        definition = self.cards[self.instances[card]]
        if definition.sides:
            return definition.sides[flags >> SIDE_SHIFT].symbols
        return definition.symbols

    def all_rules(self) -> list[Rule]:
        """Every rule with a place in the rule book — setup, rounds, turn, procedures — with the
        rules under each `if`, in book order."""
        top = self.setup + self.round_start + self.round_end + self.turn
        for procedure in self.procedures.values():
            top = top + procedure.steps + [r for _, steps in procedure.sections for r in steps] + procedure.finally_
        found: list[Rule] = []

        def walk(rules: list[Rule]) -> None:
            for rule in rules:
                found.append(rule)
                walk(rule.children + rule.otherwise)

        walk(top)
        return found

    def is_enabled(self, rule_id: str) -> bool:
        return rule_id not in self.disabled


@cache
def _layout(owners: tuple[str, ...], players: int) -> tuple[tuple[int, int], ...]:
    layout: list[tuple[int, int]] = []
    for index, owner in enumerate(owners):
        if owner == "player":
            layout.extend((index, p) for p in range(players))
        else:
            layout.append((index, -1))
    return tuple(layout)


@cache
def _bases(owners: tuple[str, ...], players: int, cards: int = 0) -> tuple[int, ...]:
    bases = []
    slot = 0
    for owner in owners:
        bases.append(slot)
        slot += players if owner == "player" else cards if owner == "card" else 1
    bases.append(slot)  # total number of slots, last
    return tuple(bases)
