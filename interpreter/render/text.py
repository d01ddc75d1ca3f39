"""Rule text from the same parsed rules the engine runs.

`Renderer(game, lang)` renders any checked DSL node through the Jinja macros of
`templates/<lang>/dsl.jinja` — one macro per node type. Names of zones, counters, symbols and
cards come from the game's data in both languages. `StrictUndefined` makes a missing name an
error, never blank text.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2

from interpreter.dsl import nodes as n
from interpreter.render import (
    alone,
    counts,
    formulas,
    idioms,
    kinds,
    lists,
    loops,
    matched,
    offered,
    once,
    repeats,
    revealed,
    roles,
    turned,
    unsaid,
    words,
)
from interpreter.render.facts import Facts
from interpreter.render.lexicon import Lexicon
from interpreter.render.per_player import per_player
from interpreter.render.pieces import Pieces

if TYPE_CHECKING:
    from interpreter.engine.game import Game

LANGS = ("en", "ru")
TEMPLATES = Path(__file__).parent / "templates"


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["cap"] = words.capitalize
    env.filters["num"] = words.numeral
    env.filters["ru_you"] = words.ru_you
    env.filters["ru_quote"] = words.ru_quote
    env.globals.update(
        ru_form=words.ru_count_form,
        ru_prep=words.ru_prep,
        ru_adj=words.ru_adjective,
        cap=words.capitalize,
        ru_your=words.ru_your,
        en_list=words.en_list,
        en_plural=words.en_plural,
        en_the=words.en_the,
        ru_list=words.ru_list,
        isinstance=isinstance,
        nodes=n,
        OPTION_BREAK=lists.OPTION_BREAK,
    )
    return env


class Renderer(Lexicon):
    """Renders nodes of one game in one language."""

    def __init__(self, game: Game, lang: str):
        if lang not in LANGS:
            raise ValueError(f"unknown language '{lang}': use {' or '.join(LANGS)}")
        self.game = game
        self.lang = lang
        self._depth = 0
        self.card_text = False  # rendering a card's own text: "that card" must not read as "this card"
        self.choices = lists.Choices()
        self.pieces = Pieces(game, lang)
        self.facts = Facts(game, lang)
        self.row = repeats.piles(game)  # the piles of a row, for a step said once for each
        self.said_vars: dict[str, str] = {}  # a letter a sentence already chose, said "that many" (render/turned.py)
        base = environment().get_template(f"{lang}/dsl.jinja")
        self.macros = base.make_module(
            {
                "r": self.render,
                "rs": self.render_all,
                "verbs_said": self.render_verbs,
                "zone": self.zone_word,
                "counter": self.counter_word,
                "symbol": self.symbol_word,
                "symbols": self.set_word,
                "prop_set": self.prop_set,
                "bounded": formulas.bounded,
                "plus_times": formulas.plus_times,
                "unbounded_set": formulas.unbounded_set,
                "same_cards": formulas.same_cards,
                "neighbours": formulas.neighbours,
                "next_to": formulas.next_to,
                "done_for_each": formulas.done_for_each,
                "either_side": formulas.either_side,
                "rolled": formulas.rolled,
                "shared_condition": formulas.shared_condition,
                "each_may_choose": formulas.each_may_choose,
                "effect_name": self.effect_word,
                "card_name": self.card_name,
                "count_of": count_of,
                "core": words.core(lang, game),
                "teams": game.teams,  # partnerships: an opponent is a player of another team
                "a_an": words.en_a,
                "roles": {name: game.zones[getattr(game, name)].id for name in ("draw_from", "hand", "discard_to")},
                "var": self.var_word,
                "stat": self.stat_word,
                "prop": self.prop_word,
                "window": self.window_word,
                "windows_also": self.windows_also,
                "facing_step": self.facing_step,
                "die": self.die_word,
                "procedure": self.procedure_word,
                "action": self.action_phrase,
                "section": self.section_word,
                "procedure_title": self.procedure_title,
                "section_action": self.section_action,
                "counter_is_ring": lambda c: c in self.game.counter_by_id and self.game.counter_by_id[c].ring,
                "counter_is_shared": lambda c: (
                    c in self.game.counter_by_id and self.game.counter_by_id[c].owner == "table"
                ),
                "card_effect": self.card_effect_word,
                "player_number": self.player_number_word,
                "same_amount": self.same_amount,
                "card_tokens": lambda p: p in game.counter_by_id and game.counter_by_id[p].model.tokens,
                "is_counter": lambda p: p in game.counter_by_id,
                "once_per_turn": lambda rule: idioms.once_per_turn(game, rule),
                "one_condition": lambda rule: idioms.one_condition(game, rule),
                "kinds_choice": lambda choose: idioms.kinds_choice(game, choose),
                "one_kind": lambda node: kinds.one_kind(game, node),
                "level": lambda c: c in game.counter_by_id and game.counter_by_id[c].model.level,
                "angle": lambda c: c in game.counter_by_id and game.counter_by_id[c].model.angle,
                "bookkeeping": lambda c: c in game.counter_by_id and game.counter_by_id[c].model.bookkeeping,
                "held_as": self.held_as,
                "label": self.facts.counter_label,
                "prop_label": self.facts.prop_label,
                "value_names": self.facts.value_names,
                "fact": self.facts.fact,
                "bands": self.facts.bands,
                "place_name": self.place_name,
                "ahead_of": idioms.ahead_of,
                "is_place": lambda c: (
                    c in game.counter_by_id
                    and (game.counter_by_id[c].track is not None or bool(game.counter_by_id[c].piles))
                ),
                "mark_states": self.facts.mark_states,
                "gained": self.facts.gained,
                "held": self.facts.held,
                "card_state": self.facts.card_state,
                "card_marked": self.facts.card_marked,
                "marked_each": lambda node: idioms.marked_each(node, self.facts.card_marked),
                "resolved_each": loops.resolved_each,
                "you_alone": loops.you_alone,
                "said_in_options": loops.said_in_options,
                "said_by_loss": loops.said_by_loss,
                "by_players": lambda node: formulas.by_players(node, game.model.players.min, game.model.players.max),
                "given_each": loops.given_each,
                "one_step": loops.one_step,
                "top_cards": loops.top_cards,
                "top_put": loops.top_put,
                "counted_loop": lambda node: loops.counted(node, game),
                "owner_once": loops.owner_once,
                "may_step": loops.may_step,
                "one_of_them": revealed.one_of_them,
                "their_state": self.facts.their_state,
                "told": lambda verbs: unsaid.told_verbs(self.facts, verbs),
                "told_steps": lambda steps: unsaid.told_steps(self.facts, steps),
                "kind_adjectives": self.kind_adjectives,
                "state_adjectives": self.state_adjectives,
                "where_tests": self.where_tests,
                "fronted": self.fronted,
                "kind_nouns": self.kind_nouns,
                "kind_noun": self.kind_noun,
                "noun_kind": self.noun_kind,
                "is_adjective": lambda kind: bool(self._adjective(kind)),
                "kind_lead": self.kind_lead,
                "named_kind": self.named_kind,
                "not_kinds": self.not_kinds,
                "amount_held": self.facts.amount_held,
                "is_amount": self.facts.is_amount,
                "made_to": idioms.made_to,
                "draw_guard": lambda option: offered.draw_guard(game, option),
                "discarded_if": once.discarded_if,
                "it_said": lambda act, cond: once.it_said(lang, act, cond),
                "its_then": once.its_then,
                "each_who": lambda node: idioms.each_who(node, self.facts.they_compare),
                "they_compare": self.facts.they_compare,
                "per_card": counts.per_card,
                "per_card_but": counts.per_card_but,
                "per_every": counts.per_every,
                "numbers_choice": idioms.numbers_choice,
                "all_but": counts.all_but,
                "per_player": lambda cards: per_player(game, cards),
                "capped": counts.capped,
                "stated": lambda chain: idioms.stated(chain, self.facts.fact),
                "spoken": lambda sentences: idioms.spoken(sentences, self.facts.fact, self.row),
                "is_mark": self.facts.is_mark,
                "swapped": idioms.swapped,
                "paid_more": idioms.paid_more,
                "next_put": idioms.next_put,
                "emptied": idioms.emptied,
                "turn_of": turned.turned,
                "turn_each": turned.turned_each,
                "chosen_letter": lambda step: turned.chosen_letter(step, self.lettered_var),
                "said_var": lambda name: self.said_vars.get(name, ""),
                "say_var": self.say_var,
                "shown_gain": lambda step: idioms.shown_gain(game, step),
                "matched_gain": lambda step: matched.matched_gain(game, step),
                "var_type": lambda name: self.game.variables[name].type,
                "role_states": lambda steps: roles.role_states(steps, lambda name: self.game.variables[name].type),
                "piece": self.pieces.noun,
                "many_sided": self.pieces.many_sided,
                "by_zone": self.pieces.by_zone,
                "single": self.pieces.single,
                "off_table": self.pieces.off_table,
                "bare": self.pieces.bare,
                "bare_owner": self.pieces.bare_owner,
                "enter_each": self.pieces.enter_each,
                "leave_each": self.pieces.leave_each,
                "that_piece": self.pieces.that_piece,
                "mention": self.pieces.mention,
                "restore_piece": self.pieces.restore_piece,
                "zone_owned": lambda z: self.game.zone_by_id[z].owner == "player",
                "prop_many": self.prop_many,
                "prop_counts": self.prop_counts,
                "in_card_text": lambda: self.card_text,
                "choosing": self.choices.choosing,
                "marker": self.marker_word,
            }
        )

    @contextmanager
    def for_card(self, names_itself: bool = True) -> Iterator[None]:
        """Render a card's own text, where "this card" is the card itself. In Russian «эта карта» is then
        the card's own, and another card it names is «та карта»; a text that never names its own card
        (`names_itself` false) says «эта карта» of the other, as a person would."""
        before, self.card_text = self.card_text, names_itself
        try:
            yield
        finally:
            self.card_text = before

    def render(self, node: Any, **context: Any) -> str:
        if node is None:
            return ""
        macro = getattr(self.macros, type(node).__name__, None)
        if macro is None:
            raise jinja2.UndefinedError(f"templates/{self.lang}/dsl.jinja has no macro for {type(node).__name__}")
        accepted = {k: v for k, v in context.items() if k in macro.arguments}
        if not self._depth:
            self.pieces.forget()
            self.said_vars = {}
        self._depth += 1
        try:
            text = " ".join(str(macro(node, **accepted)).split())
        finally:
            self._depth -= 1
        return text if self._depth else tidy(text)

    def render_all(self, nodes: Any, **context: Any) -> list[str]:
        return [self.render(node, **context) for node in nodes]

    def render_verbs(self, verbs: Any, **context: Any) -> list[str]:
        """The verbs of one step; a gain of a number right after another says its verb once: "gain 10 coins and
        1 gem", not "gain 10 coins and gain 1 gem"."""
        said = self.render_all(verbs, **context)
        told = list(said)
        for i in range(1, len(said)):
            both = isinstance(verbs[i], n.Gain) and isinstance(verbs[i - 1], n.Gain)
            verb, _, rest = said[i].partition(" ")
            if (
                both
                and verb == said[i - 1].partition(" ")[0]
                and rest[:1].isdigit()
                and said[i - 1].split()[1][:1].isdigit()
            ):
                told[i] = rest
            elif self._put_again(verbs[i - 1], verbs[i], said[i - 1], said[i]):
                count, dest = said[i].split()[1], self.macro("zone_to", verbs[i].zone)
                told[i] = f"ещё {count} — {dest}" if self.lang == "ru" else f"{count} more {dest}"
        return told

    def _put_again(self, first: Any, then: Any, first_said: str, then_said: str) -> bool:
        """Whether `then` puts as many of the same cards as `first`, only elsewhere: said "… into X and 3 more into
        Y", «… в X и ещё 3 — в Y», not the whole clause again."""
        if not (isinstance(first, (n.Put, n.PutFrom)) and type(first) is type(then)) or first.zone == then.zone:
            return False
        if dataclasses.replace(first, zone=then.zone) != then or not then_said.split()[1:2][0].isdigit():
            return False
        here, there = self.macro("zone_to", first.zone), self.macro("zone_to", then.zone)
        return (
            first_said.endswith(here)
            and then_said.endswith(there)
            and first_said[: -len(here)] == then_said[: -len(there)]
        )

    def macro(self, name: str, *args: Any) -> str:
        """A helper macro of the templates (a window step, a card's play), as one clean line."""
        return " ".join(str(getattr(self.macros, name)(*args)).split())

    def sentence_count(self, node: Any) -> int:
        """How many sentences `sentence` prints for a rule."""
        if not isinstance(node, n.Effect):
            return 1
        said = [self._either(s) for s in idioms.spoken(node.sentences, self.facts.fact, self.row)]
        return sum(len(ps) for ps in said if ps[0].strip())

    def triggered(self, head: str, node: Any) -> str:
        """A trigger's words ("Whenever X,") and what it does. One sentence follows the comma; several follow
        a colon, as after a comma the later ones would read as if they ran every time."""
        if self.sentence_count(node) > 1 and head.endswith(","):
            head = head[:-1] + ":"
        text = self.sentence(node)
        return head + " " + text[:1].lower() + text[1:]

    def sentence(self, node: Any, after_colon: bool = False, in_list: bool = False) -> str:
        """A whole rule as prose: capitalised sentences ending in full stops. After a label and a colon
        («Награда: возьмите …») Russian goes on in lower case; English starts the sentence anew, except in a
        list of definitions (`in_list`: "Reach: the total reach of …"), where it too goes on in lower case."""
        if self.game.max_players == 1:
            node = alone.as_yours(node)
        effect = isinstance(node, n.Effect)
        sentences = list(idioms.spoken(node.sentences, self.facts.fact, self.row)) if effect else [node]
        kept = [(s, ps) for s in sentences if (ps := self._either(s))[0].strip()]  # a step kept unsaid is left out
        sentences, said = [s for s, _ in kept], [ps for _, ps in kept]
        if not said:
            return ""
        for i in range(1, len(said)):
            declined = idioms.declined_jump(sentences[i - 1])
            if declined is not None:  # "X may concede. If they do not, …": what follows a jump runs without it
                holds = idioms.stated(sentences[i], self.facts.fact)  # "… the offer is accepted", not "note that"
                said[i][0] = (
                    self.macro("if_not", declined) + " " + (holds if holds and len(said[i]) == 1 else said[i][0])
                )
        parts = [p for ps in said for p in ps]
        texts = once_seen([words.capitalize(p) + "." for p in parts])
        if after_colon and (self.lang == "ru" or in_list):
            texts[0] = parts[0] + "."
        return " ".join(texts)

    def _either(self, sentence: Any) -> list[str]:
        """A sentence as one or more: "If C, choose one: A; or B. Otherwise, D." — when the branch holds a
        semicolon of its own, "; otherwise" would not say which branch it closes."""
        steps: tuple[Any, ...] = getattr(sentence, "steps", ())
        rule = steps[0] if len(steps) == 1 else None
        if not isinstance(rule, n.If) or rule.otherwise is None or isinstance(rule.then.steps[-1], n.If):
            return [self.render(sentence)]
        head = self.render(n.Chain((replace(rule, otherwise=None),)))
        if ";" not in head or idioms.once_per_turn(self.game, rule) is not None:
            return [self.render(sentence)]
        return [head, self.macro("otherwise", self.render(rule.otherwise))]

    def say_var(self, name: str, said: str) -> str:
        """From here on in this sentence, the variable `name` is said `said` ("that many"); prints nothing."""
        self.said_vars[name] = said
        return ""


_SEE = re.compile(r" \((?:see|см\.) (?:“[^”]*”|«[^»]*»)\)")


def once_seen(texts: list[str]) -> list[str]:
    """A rule points to a section once: "If …, use a SHIFT (see “SHIFT result”). Use a SHIFT for each …", not
    the same "(see …)" again in the next sentence."""
    seen: set[str] = set()

    def first(found: re.Match[str]) -> str:
        if found.group() in seen:
            return ""
        seen.add(found.group())
        return found.group()

    return [_SEE.sub(first, text) for text in texts]


_DANGLING_COMMA = re.compile(r",+(?=\s*(?:[.:;)]|$))")
_DOUBLE_COMMA = re.compile(r",(?:\s*,)+")


def tidy(text: str) -> str:
    """Drop the comma that closes a Russian relative or participial clause («…, у которых …,») where
    nothing follows it, and keep one where the next clause opens with its own («…,, затем»)."""
    return _DANGLING_COMMA.sub("", _DOUBLE_COMMA.sub(",", text))


def count_of(node: Any) -> int | None:
    """The number a count node stands for, when it is a constant (for agreement)."""
    return node.value if isinstance(node, n.Int) else None


def renderer_for(game: Game, lang: str) -> Renderer:
    """The build's renderer for `lang`, made once and kept on the build (`Game.memo`); a new template
    environment (templates read again) makes a new one."""
    key = ("renderer", lang, environment())
    if key not in game.memo:
        game.memo[key] = Renderer(game, lang)
    renderer: Renderer = game.memo[key]
    return renderer


def plain_text(game: Game, node: Any, lang: str) -> str:
    return renderer_for(game, lang).sentence(node)
