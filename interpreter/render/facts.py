"""What a number means, as the rule book says it: the data's `states`, `labels` and `gained` words.

"your out is 1" reads "you are out", "gain 1 bonus used" reads "use a bonus", "your coins are at least 3"
reads "you have at least 3 coins". Each method returns the words, or None when the data names nothing and
the templates keep the number's own words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from interpreter.dsl import nodes as n
from interpreter.render import words

if TYPE_CHECKING:
    from interpreter.engine.game import Game


class Facts:
    """The meanings the data gives numbers, in one language."""

    def __init__(self, game: Game, lang: str):
        self.game = game
        self.lang = lang
        self._marks: dict[str, bool] = {}

    def is_mark(self, prop_id: str) -> bool:
        """`is_mark`, worked out once per property (the gallery asks it for every card)."""
        if prop_id not in self._marks:
            self._marks[prop_id] = is_mark(self.game, prop_id)
        return self._marks[prop_id]

    def counter_label(self, left: Any, right: Any) -> words.Word | None:
        """The name of a counter's value ("the phase is 1" reads "the phase is dawn"), or of a number printed on
        cards ("the PROPERTY of the played card is LABEL"), if the data names it."""
        if isinstance(left, n.CardProp) and isinstance(right, n.Int):
            return self.prop_label(left.prop, right.value)
        if not isinstance(left, n.CounterRef) or not isinstance(right, n.Int):
            return None
        return value_label(self.game, left.counter, right.value)

    def prop_label(self, prop_id: str, value: Any) -> words.Word | None:
        """The data's name of a value of a card's number property (`labels:`): "whose PROPERTY is LABEL"."""
        prop = next((p for p in self.game.model.card_properties if str(p.id) == prop_id), None)
        label = None if prop is None or prop.type != "number" else prop.labels.get(str(value))  # type: ignore[call-overload]
        return None if label is None else words.word(label)

    def value_names(self, number: Any, values: list[int], lang: str) -> list[str]:
        """The names of these values of a counter, in order — empty unless the data names every one."""
        found = [self.counter_label(number, n.Int(value)) for value in values]
        if any(word is None for word in found):
            return []
        return [word.en.form() if lang == "en" else word.ru.form("nom") for word in found if word is not None]

    def gained(self, node: Any) -> Any:
        """How "gain 1" of this counter is said, when the data gives a deed for it ("use a bonus"); so is
        "set X to X + 1" of a shared number ("count a pass of turns"), and "set X to V" where the state V
        names the deed that brings it about (`done`: "accept the offer")."""
        if (back := self.restore(node)) is not None:
            return back
        if isinstance(node, n.Set) and isinstance(node.value, n.Int):
            done = getattr(state_of(self._numbered(node.target), node.value.value), "done", None)
            return None if done is None else getattr(done, self.lang)
        if isinstance(node, n.Set):
            value = node.value
            if not (isinstance(node.target, n.CounterRef) and isinstance(value, n.BinOp) and value.op == "+"):
                return None
            if value.left != node.target or value.right != n.Int(1):
                return None
            node = n.Gain(count=value.right, counter=node.target.counter)
        if not isinstance(node.count, n.Int) or node.count.value != 1 or node.counter not in self.game.counter_by_id:
            return None
        phrase = self.game.counter_by_id[node.counter].model.gained
        return None if phrase is None else getattr(phrase, self.lang)

    def restore(self, node: Any) -> Any:
        """`set X to K` where K is a variable kept only to set X back (`restore:`): the deed the data gives
        ("go back to where you were"), in this language; None for any other step."""
        if not isinstance(node, n.Set) or not isinstance(node.value, n.VarRef):
            return None
        phrase = getattr(self.game.variables.get(node.value.name), "restore", None)
        return None if phrase is None else getattr(phrase, self.lang)

    def kept_back(self, node: Any) -> bool:
        """A step the rule book leaves unsaid: `set K to X` where K is a variable kept only to set X back or a
        mark the rules keep for themselves (`bookkeeping:` on a variable), or
        a copy of a number into one the rules keep for themselves (`bookkeeping:`), whose name says what it
        keeps where it is used ("if the round is more than the round before the clock moved")."""
        if not isinstance(node, n.Set):
            return False
        if isinstance(node.target, n.CounterRef) and isinstance(node.value, n.CounterRef):
            return self._bookkeeping(node.target.counter) and not self._bookkeeping(node.value.counter)
        if not isinstance(node.target, n.VarRef):
            return False
        variable = self.game.variables.get(node.target.name)
        if getattr(variable, "restore", None) is not None:
            return True
        # a mark set by a deed the data names ("agree to help") is that deed, said; only the other settings go unsaid
        return bool(getattr(variable, "bookkeeping", False)) and self.gained(node) is None

    def _bookkeeping(self, counter_id: str) -> bool:
        counter = self.game.counter_by_id.get(counter_id)
        return counter is not None and counter.model.bookkeeping

    def held(self, pred: Any) -> str | None:
        """A player's state said of them ("who is out"), for "has at least 1 X" of a 0-or-1 counter and
        "has no X", when the data gives the state's `they` words."""
        quantity = getattr(pred, "quantity", None)
        if not isinstance(quantity, n.CounterQuantity) or quantity.counter not in self.game.counter_by_id:
            return None
        model = self.game.counter_by_id[quantity.counter].model
        if isinstance(pred, n.HasNone):
            value = "0"
        elif isinstance(pred, n.HasAtLeast) and pred.amount == n.Int(1) and model.max == 1:
            value = "1"
        else:
            return None
        said = state_of(model, value)
        return None if said is None or said.they is None else str(getattr(said.they, self.lang))

    def amount_held(self, compare: Any) -> bool:
        """Whether "your X is at least 3" is said as "you have at least 3 X" (or "that player has …"): X is an
        amount you hold (no cap, no level or ring, no named values, not kept for the rules alone) compared with a
        number."""
        left = compare.left
        if not isinstance(left, n.CounterRef) or not isinstance(compare.right, n.Int):
            return False
        if left.owner != "you" and not (left.owner == "player" and left.player is not None):
            return False  # yours, or a named player's ("that player has at least 1 token")
        if compare.op not in (">=", ">", "<", "<=") and not (compare.op == "==" and compare.right.value == 0):
            return False
        return self.is_amount(left.counter)

    def is_amount(self, counter_id: str) -> bool:
        """Whether a number is an amount a player holds, said "you have 3 X" / «у вас 3 X»: no cap, no level
        or ring, no named values, not kept for the rules alone; a group of amounts (your gems) is one."""
        if counter_id in self.game.groups:
            return True
        counter = self.game.counter_by_id.get(counter_id)
        if counter is None or counter.max is not None or counter.ring or counter.model.level:
            return False
        model = counter.model
        return not (model.states or model.labels or model.bookkeeping or model.gained)

    def their_state(self, target: Any, value: Any) -> str | None:
        """Another player's number set to a value the data names, said of them: "that player sets their
        out to 0" reads "that player is not out" (the state's `they` words)."""
        if not isinstance(target, n.CounterRef) or target.owner != "subject" or not isinstance(value, n.Int):
            return None
        counter = self.game.counter_by_id.get(target.counter)
        said = None if counter is None else state_of(counter.model, value.value)
        return None if said is None or said.they is None else str(getattr(said.they, self.lang))

    def they_compare(self, compare: Any) -> str | None:
        """Another player's number at a value the data names, said of them: "if that player's bonuses used
        is 1" reads "if that player has used one bonus" (the state's `they` words); "is not" a value of a
        two-state number is the other state."""
        if not isinstance(compare, n.Compare) or not isinstance(compare.left, (n.CounterRef, n.StatRef)):
            return None
        left, right = compare.left, compare.right
        if left.owner not in ("player", "subject") or not isinstance(right, n.Int) or compare.op not in ("==", "!="):
            return None
        if isinstance(left, n.StatRef):  # a stat's state said of another player, as a counter's
            model: Any = next((s for s in self.game.model.stats if str(s.id) == left.stat), None)
        else:
            counter = self.game.counter_by_id.get(left.counter)
            model = None if counter is None else counter.model
        if model is None:
            return None
        said = _named_state(model, str(right.value), compare.op)
        return None if said is None or said.they is None else str(getattr(said.they, self.lang))

    def mark_states(self, target: Any, value: Any) -> tuple[str, str] | None:
        """Your two-state number set to a mark a card shows ("set your may-trade to the trade mark of your
        die") reads as the two states: what holds if the card shows the mark, and what holds otherwise."""
        if not isinstance(target, n.CounterRef) or target.owner != "you" or not isinstance(value, n.CardProp):
            return None
        counter = self.game.counter_by_id.get(target.counter)
        if counter is None or not self.is_mark(value.prop):
            return None
        shown, hidden = state_of(counter.model, 1), state_of(counter.model, 0)
        if shown is None or hidden is None:
            return None
        return str(getattr(shown, self.lang)), str(getattr(hidden, self.lang))

    def card_state(self, test: Any) -> str | None:
        """A card's counter at a value the data names ("whose rotation is 90" reads "turned 90°"): in
        English a phrase after the noun, in Russian what the card has, after «у которой»."""
        counter = self.game.counter_by_id.get(test.prop)
        if counter is None or counter.owner != "card" or not isinstance(test.value, n.Int) or test.op != "==":
            return None
        said = state_of(counter.model, test.value.value)
        return None if said is None else str(getattr(said, self.lang))

    def card_adjective(self, test: Any) -> str | None:
        """A card's state the data says as an adjective (`adjective:`), which stands before the noun
        ("an unpolished gem", «неотполированный»); None when the state is a clause after it."""
        counter = self.game.counter_by_id.get(str(getattr(test, "prop", "")))
        if counter is None or counter.owner != "card" or not isinstance(test.value, n.Int) or test.op != "==":
            return None
        said = state_of(counter.model, test.value.value)
        return None if said is None or said.adjective is None else str(getattr(said.adjective, self.lang))

    def card_marked(self, target: Any, value: Any) -> str | None:
        """A card's counter set to a value the data names ("set the rotation of that card to 90"): the state's
        words, read "mark that card as turned 90°"; None when the data names nothing."""
        if not isinstance(target, n.CardProp):
            return None
        return self.card_state(n.PropTest(prop=target.prop, op="==", value=value))

    def _numbered(self, target: Any) -> Any:
        """The model of a number a rule sets: a shared counter, one of the doer's own ("your", or "their" said
        of the player who does it), or a variable."""
        if isinstance(target, n.CounterRef) and target.counter in self.game.counter_by_id:
            model = self.game.counter_by_id[target.counter].model
            return model if model.owner == "table" or target.owner in ("you", "subject") else None
        return self.game.variables.get(target.name) if isinstance(target, n.VarRef) else None

    def fact(self, left: Any, right: Any, op: str = "==") -> str | None:
        """The clause the data gives for a number's value ("the accepted is 1" reads "the offer is
        accepted"); "is not" a value of a two-state number is the other state."""
        if not isinstance(right, n.Int) or op not in ("==", "!=", ">=", ">", "<", "<="):
            return None
        model: Any = None
        if isinstance(left, n.CounterRef) and left.counter in self.game.counter_by_id:
            model = self.game.counter_by_id[left.counter].model
            if model.owner != "table" and left.owner != "you":
                return None  # a player's states are said of "you": another player's number keeps its words
        elif isinstance(left, n.StatRef) and left.owner == "you":
            model = next((s for s in self.game.model.stats if str(s.id) == left.stat), None)
        elif isinstance(left, n.VarRef):
            model = self.game.variables.get(left.name)
        value = str(right.value)
        if op in (">=", ">"):  # a state of "at least N" values: `states: {1+: …}`
            least = _named_state(model, f"{right.value + (op == '>')}+", "==")
            if least is not None:
                return str(getattr(least, self.lang))
        top = getattr(model, "max", None)
        if top is not None and op in ("<", "<=") and right.value + (op == "<=") == top:
            op, value = "!=", str(top)  # "less than its maximum" is "not at its maximum"
        if op == "!=" and (at := state_of(model, value)) is not None and at.otherwise is not None:
            return str(getattr(at.otherwise, self.lang))
        if getattr(model, "min", None) == 0 and (op, right.value) in ((">=", 1), (">", 0), ("<", 1), ("<=", 0)):
            op, value = ("!=", "0") if op in (">=", ">") else ("==", "0")  # a count from 0: "at least 1" is "not 0"
        if op not in ("==", "!="):
            return None
        said = _named_state(model, value, op)
        return None if said is None else str(getattr(said, self.lang))

    def bands(self, target: Any, value: Any) -> tuple[Any, list[tuple[str, int, int]]] | None:
        """A number set from where another stands, by whole division ("set the phase to (the dial - 1) / 3
        + 1"), read as its bands: the other number and, for each run of its values giving one result, that
        result's name (or the number) with the run's ends ("1–3 dawn, 4–6 noon"). None for any other shape,
        or when every value gives its own result (then the formula is no banding)."""
        if not isinstance(target, n.CounterRef):
            return None
        sources = set(_refs(value))
        if len(sources) != 1 or None in sources:
            return None
        (source,) = sources
        if source.counter == target.counter:
            return None  # a number stepped from itself ("the round + 1") is a step, not a band
        counter = self.game.counter_by_id.get(source.counter)
        if counter is None or counter.min is None or counter.max is None or counter.max - counter.min > 60:
            return None
        named = self.game.counter_by_id.get(target.counter)
        runs: list[tuple[int, int, int]] = []
        for at in range(counter.min, counter.max + 1):
            result = _evaluate(value, at)
            if result is None:
                return None
            if named is not None:  # the engine keeps the number within its bounds, and so does the text
                result = max(result, named.min) if named.min is not None else result
                result = min(result, named.max) if named.max is not None else result
            if runs and runs[-1][0] == result:
                runs[-1] = (result, runs[-1][1], at)
            else:
                runs.append((result, at, at))
        if len(runs) == counter.max - counter.min + 1 or len(runs) > 8:
            return None
        labels = {} if named is None else named.model.labels
        said = []
        for result, low, high in runs:
            label = labels.get(str(result))  # type: ignore[call-overload]
            said.append((str(getattr(words.word(label), self.lang).form()) if label else str(result), low, high))
        return source, said


def state_of(model: Any, value: Any) -> Any:
    """The words a counter, stat or variable gives for one of its values (`states`), or None."""
    return {str(key): said for key, said in (getattr(model, "states", None) or {}).items()}.get(str(value))


def _named_state(model: Any, value: str, op: str) -> Any:
    """The state a number is said to be in by "is VALUE" (op "==") or "is not VALUE" (op "!=": the other
    state of a two-state number), or None."""
    states = {str(key): said for key, said in (getattr(model, "states", None) or {}).items()}
    if op == "!=":
        others = [key for key in states if key != value]
        if value not in states or len(others) != 1:
            return None
        value = others[0]
    return states.get(value)


def is_mark(game: Game, prop_id: str) -> bool:
    """A number no card or side has above 1: a mark a face shows or not ("transmutation"), not an amount."""
    found = [
        value
        for definition in game.cards
        for properties in [definition.properties, *(side.properties for side in definition.sides)]
        for value in [properties.get(prop_id)]
        if value is not None
    ]
    return bool(found) and all(isinstance(v, int) and v in (0, 1) for v in found)


def _refs(node: Any) -> list[Any]:
    """The counters a formula of whole numbers reads; None stands for anything else it reads."""
    if isinstance(node, n.Int):
        return []
    if isinstance(node, n.CounterRef):
        return [node]
    if isinstance(node, n.BinOp):
        return _refs(node.left) + _refs(node.right)
    return [None]


def _evaluate(node: Any, at: int) -> int | None:
    """A formula of whole numbers and one counter, the counter standing at `at`, as the engine works it out."""
    if isinstance(node, n.Int):
        return int(node.value)
    if isinstance(node, n.CounterRef):
        return at
    left, right = _evaluate(node.left, at), _evaluate(node.right, at)
    if left is None or right is None:
        return None
    if node.op in ("/", "mod"):
        return None if right == 0 else left // right if node.op == "/" else left % right
    return left + right if node.op == "+" else left - right if node.op == "-" else left * right


def value_label(game: Game, counter_id: str, value: Any) -> words.Word | None:
    """The data's name of a counter's value (`labels:`), if it gives one: the book and the log name it alike."""
    counter = game.counter_by_id.get(counter_id)
    label = None if counter is None else counter.model.labels.get(str(value))  # type: ignore[call-overload]
    return None if label is None else words.word(label)
