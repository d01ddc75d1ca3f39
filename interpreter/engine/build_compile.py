"""An assembled `Game` compiled: every effect, play, ability, trigger, condition, price, stat, procedure,
the turn and the game itself turned into code, and the indexes play looks them up by."""

from __future__ import annotations

from typing import Any

from interpreter.engine.code import Builder, Code
from interpreter.engine.compile import costs, expr
from interpreter.engine.compile.flow import compile_game, compile_procedure, compile_turn
from interpreter.engine.compile.stmt import StmtCompiler
from interpreter.engine.compile.triggers import index_triggers, matcher
from interpreter.engine.compile.verbs import VerbCompiler
from interpreter.engine.compile.windows import index_actions
from interpreter.engine.game import Game


def announce(trigger_id: str) -> Any:
    """The first operation of a trigger's code: say that it fires, just as it starts to resolve."""

    def op(state: Any, frame: Any) -> None:
        env = frame[2]
        if state.record:
            state.events.append(("trigger", env["you"], trigger_id, env.get("this")))

    return op


def compile_codes(game: Game) -> None:
    symbol_codes: dict[tuple[str, str, str], Code] = {}

    def resolve(kind: str, owner: str, effect: str) -> Code | None:
        if owner in game.disabled:
            return None
        if kind == "card":
            return game.codes.get(f"card:{owner}:effect:{effect}")
        return symbol_codes.get((kind, owner, effect))

    verbs = VerbCompiler(game, resolve)

    def compiler_for(builder: Builder) -> StmtCompiler:
        return StmtCompiler(game, verbs, builder)

    verbs.condition = lambda node: compiler_for(Builder("test")).condition(node)  # conditions with "can" too

    def code(code_id: str, origin: Any, node: Any, first: Any = None) -> Code:
        b = Builder(code_id, origin=str(getattr(origin, "mark", "")))
        if first is not None:
            b.emit(first)
        compiler_for(b).effect(node)
        game.codes[code_id] = b.build()
        return game.codes[code_id]

    for symbols in game.symbol_sets.values():
        for symbol in symbols.symbols.values():
            for effect, node in symbol.effects.items():
                origin = symbol.model.effects[effect]  # type: ignore[index]
                symbol_codes[(symbols.id, symbol.id, effect)] = code(f"{symbols.id}:{symbol.id}:{effect}", origin, node)
    for card in game.cards:
        for effect, node in card.effects.items():
            code(f"card:{card.id}:effect:{effect}", card.model.effects[effect], node)  # type: ignore[index]
        for side_number, side in enumerate(card.sides):
            for effect, node in side.effects.items():
                origin = card.model.sides[side_number].effects[effect]  # type: ignore[index]
                code(f"card:{card.id}:side:{side_number}:effect:{effect}", origin, node)
        for kind, actions in (("play", card.plays), ("ability", card.abilities)):
            for action in actions:
                action.code = code(f"card:{card.id}:{kind}:{action.number}", card.model.id, action.effect)
                if action.condition is not None:
                    action.test = compiler_for(Builder("test")).condition(action.condition)
    for card in game.cards:
        if card.play_if is not None:
            card.play_test = compiler_for(Builder("test")).condition(card.play_if)
    for card_index, node in list(game.card_only_if.items()):
        game.card_only_if[card_index] = expr.cond(node, game)
    for group in game.groups.values():
        if group.cap_node is not None:
            group.cap = expr.num(group.cap_node, game)
    for stat_id, node in game.stats.items():
        game.stat_fns[stat_id] = expr.stat_of_player(node, game)
    index_actions(game)
    for trigger in game.triggers:
        trigger.code = code(f"trigger:{trigger.id}", trigger.model.do, trigger.effect, announce(trigger.id))
        trigger.matches = matcher(trigger.event, game)
        if trigger.condition is not None:
            trigger.test = compiler_for(Builder("test")).condition(trigger.condition)
    copies: dict[int, list[int]] = {}
    for index, definition_index in enumerate(game.instances):
        copies.setdefault(definition_index, []).append(index)
    game.card_instances = {card: tuple(found) for card, found in copies.items()}
    index_triggers(game)
    for card in game.cards:
        card.price_fns = {prop: costs.compile_price(price, game) for prop, price in card.prices.items()}
    for modifier in game.cost_modifiers:
        modifier.matches = matcher(modifier.event, game)
        modifier.items = costs.compile_price(modifier.price, game)
        modifier.floor_items = costs.compile_price(modifier.floor, game)
    costs.index_payments(game)
    game.spending_cards = tuple(
        instance
        for card in game.cards
        if card.model.spend_stored
        for instance in game.card_instances.get(card.index, ())
    )
    for procedure in game.procedures.values():
        game.codes["procedure:" + procedure.id] = compile_procedure(game, procedure, compiler_for)
    turn = game.codes["turn"] = compile_turn(game, compiler_for)
    game.codes["game"] = compile_game(game, turn, compiler_for)
