"""Grammar helpers the templates call: plurals, cases, prepositions.

The templates decide what to say; these functions only inflect. English needs plurals and
articles; Russian needs case, number and gender agreement, and a few preposition contractions.
"""

from __future__ import annotations

from typing import Any

from interpreter.content import models
from interpreter.records import record

CASES = ("nom", "gen", "dat", "acc", "ins", "loc")


def ru_count_form(count: int) -> str:
    """Which Russian number form goes with `count`: one (1, 21), few (2–4, 22–24) or many."""
    if count % 10 == 1 and count % 100 != 11:
        return "one"
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return "few"
    return "many"


@record
class RuNoun:
    """A Russian noun: singular cases, plural cases, gender."""

    sg: dict[str, str]
    pl: dict[str, str]
    gender: str
    adjective: str = ""  # a kind of card said before the noun, masculine nominative («золотой»)
    few: str = ""  # after 2, 3, 4 when it is not the genitive singular: an adjective's noun («2 золотых жетона»)

    def form(self, case: str = "nom", count: int | None = None) -> str:
        """The form after a numeral (`count`) or on its own, in `case`."""
        if count is None:
            return self.sg.get(case) or self.sg["nom"]
        kind = ru_count_form(count)
        if case in ("nom", "acc") and kind == "one":
            return self.sg.get(case) or self.sg["nom"]
        if case in ("nom", "acc") and kind == "few":
            return self.few or self.sg.get("gen") or self.sg["nom"]
        if case in ("nom", "acc"):
            return self.pl.get("gen") or self.sg.get("gen") or self.sg["nom"]
        if kind == "one":
            return self.sg.get(case) or self.sg["nom"]
        return self.pl.get(case) or self.pl.get("gen") or self.sg["nom"]

    def plural(self, case: str = "nom") -> str:
        """The plural in `case`; a noun the data gives no plural (a mass noun: «ПЕРЕВОЗКА») keeps its singular."""
        if not self.pl:
            return self.sg.get(case) or self.sg["nom"]
        return self.pl.get(case) or self.pl.get("nom") or self.sg["nom"]


@record
class EnNoun:
    one: str
    other: str

    def form(self, count: int | None = None) -> str:
        return self.one if count is None or count == 1 else self.other


@record
class Word:
    """A name from the data in both languages, with the prepositions it takes."""

    en: EnNoun
    ru: RuNoun
    en_preps: dict[str, str]
    ru_preps: dict[str, str]


def word(name: models.Name) -> Word:
    if isinstance(name.en, models.EnWord):
        en = EnNoun(str(name.en.one), str(name.en.other or en_plural(name.en.one)))
        en_preps = {k: str(getattr(name.en, k)) for k in ("to", "at") if getattr(name.en, k)}
        if name.en.from_:
            en_preps["from"] = str(name.en.from_)
    else:
        en = EnNoun(str(name.en), en_plural(str(name.en)))
        en_preps = {}
    if isinstance(name.ru, models.RuWord):
        sg = {c: str(getattr(name.ru, c)) for c in CASES if getattr(name.ru, c)}
        if "acc" not in sg and name.ru.gender == "f" and " " not in sg["nom"] and sg["nom"][-1:] in ("а", "я"):
            # a case the data left out, as a one-word feminine noun forms it: «карта» → «карту»
            sg["acc"] = sg["nom"][:-1] + ("у" if sg["nom"].endswith("а") else "ю")
        pl = {str(k): str(v) for k, v in name.ru.plural.items()}
        if name.ru.gender == "p":
            pl = {**sg, **pl}
        ru = RuNoun(sg, pl, name.ru.gender, str(name.ru.adjective or ""), str(name.ru.few or ""))
        ru_preps = {k: str(getattr(name.ru, k)) for k in ("to", "at") if getattr(name.ru, k)}
        if name.ru.from_:
            ru_preps["from"] = str(name.ru.from_)
    else:
        ru = RuNoun({"nom": str(name.ru)}, {}, "m")
        ru_preps = {}
    return Word(en, ru, en_preps, ru_preps)


def counted(name: models.Name, value: Any, lang: str) -> str | None:
    """A number said as a count, number first and agreed ("3 coins", «3 монеты», «2 камня»), when the data gives
    the noun's forms (English: `one` and `other`; Russian: the singular cases); None keeps the "name value"
    order ("coins 3")."""
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    if lang == "en":
        if not isinstance(name.en, models.EnWord) or name.en.other is None:
            return None
        return f"{numeral(value)} {name.en.other if abs(value) != 1 else name.en.one}"
    noun = word(name).ru
    if noun.gender == "p" or "gen" not in noun.sg:
        return None  # a plural-only name («очки престижа»), or one without its cases, has no form to agree
    return f"{numeral(value)} {noun.form('nom', value)}"


KINDS = {
    0: ("of the chosen kind", "выбранного вида"),
    1: ("of the first kind", "первого вида"),
    2: ("of the second kind", "второго вида"),
}


def kind_of(group: Word, place: int) -> Word:
    """One kind of a group's counters, named by its place in a choice: "gems of the first kind"."""
    en, ru = KINDS[place]
    return Word(
        EnNoun(f"{group.en.one} {en}", f"{group.en.other} {en}"),
        RuNoun(
            {c: f"{v} {ru}" for c, v in group.ru.sg.items()},
            {c: f"{v} {ru}" for c, v in group.ru.pl.items()},
            group.ru.gender,
        ),
        group.en_preps,
        group.ru_preps,
    )


def plain(word: Word, lang: str, plural: bool = False) -> str:
    """A word on its own (nominative), as a heading or a list item says it: "coins", «монеты»."""
    if lang == "en":
        return word.en.form(2 if plural else None)
    return word.ru.plural("nom") if plural else word.ru.form("nom")


def name_of(name: Any, lang: str, plural: bool = False) -> str:
    """A data name in `lang`, in its plain (nominative) form; "" for no name."""
    return "" if name is None else plain(word(name), lang, plural)


def en_the(noun: str) -> str:
    """`noun` with "the", unless a possessive already makes it definite ("Grandma's pantry")."""
    return noun if "'s " in noun else f"the {noun}"


def en_plural(noun: str) -> str:
    """The regular English plural; the data gives an irregular one ("dice")."""
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


# a preposition a game's words give governs its own case: «к машинам» (dat), «на стол как машины» (nom)
RU_PREP_CASE = {"как": "nom", "к": "dat", "ко": "dat"}


def ru_prep(prep: str, following: str) -> str:
    """«с» → «со», «в» → «во», «к» → «ко» before awkward consonant clusters."""
    head = following[:2].lower()
    vowels = "аеёиоуыэюя"
    if prep == "с" and ((len(head) == 2 and head[0] in "сзшжщ" and head[1] not in vowels) or head in ("вс", "мн")):
        return "со"
    if prep == "в" and len(head) == 2 and head[0] in "вф" and head[1] not in vowels:
        return "во"
    if prep == "к" and head in ("вс", "мн"):  # «ко всем», «ко мне»
        return "ко"
    return prep


def ru_quote(text: str) -> str:
    """«…» around a title; quotes inside it become „…“, as Russian print nests them: «Раздел „Итог“»."""
    return "«" + text.replace("«", "„").replace("»", "“") + "»"


def ru_you(said: str) -> str:
    """A third-person present phrase said to «вы»: «теряет 1 жетон» → «теряете 1 жетон», «перемещается» →
    «перемещаетесь» (the ending of the leading verb only; every Russian verb forms these two the same way)."""
    verb, _, rest = said.partition(" ")
    if verb.endswith("тся"):
        verb = verb[:-3] + "тесь"
    elif verb.endswith("т"):
        verb = verb + "е"
    return f"{verb} {rest}" if rest else verb


def ru_adjective(masculine: str, gender: str, case: str = "nom", count: int | None = None) -> str:
    """Inflect a regular hard-stem adjective given as its masculine nominative (-ый/-ой/-ий).

    Enough for the few adjectives the DSL's own words need («случайный», «другой», «верхний»).
    """
    stem, ending = masculine[:-2], masculine[-2:]
    soft = ending == "ий" and stem[-1:] not in "кгхжшчщ"
    plural = count is not None and ru_count_form(count) != "one"
    if plural:
        if case in ("nom", "acc") and ru_count_form(count or 0) == "few":  # «2 случайные карты», «5 случайных карт»
            return stem + ("ие" if soft or stem[-1:] in "кгхжшчщ" else "ые")
        return stem + ("их" if soft or stem[-1:] in "кгхжшчщ" else "ых")
    table = {
        "m": {"nom": ending, "gen": "ого", "dat": "ому", "acc": ending, "ins": "ым", "loc": "ом"},
        "f": {"nom": "ая", "gen": "ой", "dat": "ой", "acc": "ую", "ins": "ой", "loc": "ой"},
        "n": {"nom": "ое", "gen": "ого", "dat": "ому", "acc": "ое", "ins": "ым", "loc": "ом"},
        "p": {"nom": "ые", "gen": "ых", "dat": "ым", "acc": "ые", "ins": "ыми", "loc": "ых"},
    }
    suffix = table.get(gender, table["m"])[case]
    if soft:
        suffix = {
            "ая": "яя",
            "ую": "юю",
            "ое": "ее",
            "ого": "его",
            "ому": "ему",
            "ым": "им",
            "ом": "ем",
            "ой": "ей",
            "ые": "ие",
            "ых": "их",
            "ыми": "ими",
        }.get(suffix, suffix)
    elif stem[-1:] in "жшчщ" and ending == "ий":  # «меньший»: unstressed endings after a hushing consonant
        suffix = {"ого": "его", "ому": "ему", "ым": "им", "ом": "ем", "ой": "ей", "ое": "ее"}.get(suffix, suffix)
        suffix = "и" + suffix[1:] if suffix in ("ые", "ых", "ыми") else suffix
    elif stem[-1:] in "кгх" and suffix in ("ым", "ые", "ых", "ыми"):
        suffix = "и" + suffix[1:]
    return stem + suffix


def en_list(items: list[str], conj: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def ru_list(items: list[str], conj: str = "и") -> str:
    """«А, Б и В»."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join([*items[:-2], items[-2] + ru_last_gap(items[-2], conj)]) + items[-1]


def ru_last_gap(before: str, conj: str = "и") -> str:
    """What stands between the last two items of a Russian list: « и », or «, и » after an item that ends in a
    phrase set off by a comma («карты, сыгранные за ход, и сброс»)."""
    return ("," if ", " in before else "") + f" {conj} "


def numeral(value: object) -> str:
    """A number as print sets it: a negative one with a minus sign ("−10"), not a hyphen; anything else as is."""
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return f"\u2212{-value}"
    return str(value)


def uncapitalize(text: str) -> str:
    """Lower-case the first character: a sentence run on after a comma ("If they do not, the buyer …")."""
    return text[:1].lower() + text[1:]


def capitalize(text: str) -> str:
    """Upper-case the first letter, after any opening bracket or quote ("(your hand …" → "(Your …")."""
    for i, char in enumerate(text):
        if char.isalpha():
            return text[:i] + char.upper() + text[i + 1 :]
        if char.isdigit():  # "2 water": nothing to capitalise
            return text
    return text


RU_CORE = {
    "card": RuNoun(
        {"nom": "карта", "gen": "карты", "dat": "карте", "acc": "карту", "ins": "картой", "loc": "карте"},
        {"nom": "карты", "gen": "карт", "dat": "картам", "acc": "карты", "ins": "картами", "loc": "картах"},
        "f",
    ),
    "player": RuNoun(
        {"nom": "игрок", "gen": "игрока", "dat": "игроку", "acc": "игрока", "ins": "игроком", "loc": "игроке"},
        {"nom": "игроки", "gen": "игроков", "dat": "игрокам", "acc": "игроков", "ins": "игроками", "loc": "игроках"},
        "m",
    ),
    "turn": RuNoun(
        {"nom": "ход", "gen": "хода", "dat": "ходу", "acc": "ход", "ins": "ходом", "loc": "ходе"},
        {"nom": "ходы", "gen": "ходов", "dat": "ходам", "acc": "ходы", "ins": "ходами", "loc": "ходах"},
        "m",
    ),
    "time": RuNoun({"nom": "раз", "gen": "раза", "acc": "раз"}, {"nom": "разы", "gen": "раз"}, "m"),
    "space": RuNoun(
        {"nom": "деление", "gen": "деления", "dat": "делению", "acc": "деление", "ins": "делением", "loc": "делении"},
        {
            "nom": "деления",
            "gen": "делений",
            "dat": "делениям",
            "acc": "деления",
            "ins": "делениями",
            "loc": "делениях",
        },
        "n",
    ),
    "opponent": RuNoun(
        {
            "nom": "противник",
            "gen": "противника",
            "dat": "противнику",
            "acc": "противника",
            "ins": "противником",
            "loc": "противнике",
        },
        {
            "nom": "противники",
            "gen": "противников",
            "dat": "противникам",
            "acc": "противников",
            "ins": "противниками",
            "loc": "противниках",
        },
        "m",
    ),
}
EN_CORE = {
    "card": EnNoun("card", "cards"),
    "player": EnNoun("player", "players"),
    "turn": EnNoun("turn", "turns"),
    "time": EnNoun("time", "times"),
    "space": EnNoun("space", "spaces"),
    "opponent": EnNoun("opponent", "opponents"),
}


def core(lang: str, game: Any = None) -> dict[str, Any]:
    """The DSL's own nouns (card, player, turn, opponent), which no game defines — as `game` (a built game, its
    variant applied) renames them in its `words:`."""
    found: dict[str, Any] = dict(RU_CORE if lang == "ru" else EN_CORE)
    if game is not None:
        renamed = {**game.model.words, **(game.variant.words if game.variant is not None else {})}
        for word_id, name in renamed.items():
            found[str(word_id)] = getattr(word(name), lang)
    return found


def en_a(phrase: str) -> str:
    """A noun phrase with its indefinite article: "an opponent", "a player", "another player" (never "an other")."""
    if phrase.startswith("other "):
        return "an" + phrase
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


_VASH = {
    "m": {"nom": "ваш", "gen": "вашего", "dat": "вашему", "acc": "ваш", "ins": "вашим", "loc": "вашем"},
    "f": {"nom": "ваша", "gen": "вашей", "dat": "вашей", "acc": "вашу", "ins": "вашей", "loc": "вашей"},
    "n": {"nom": "ваше", "gen": "вашего", "dat": "вашему", "acc": "ваше", "ins": "вашим", "loc": "вашем"},
    "p": {"nom": "ваши", "gen": "ваших", "dat": "вашим", "acc": "ваши", "ins": "вашими", "loc": "ваших"},
}


def ru_your(gender: str, case: str = "nom") -> str:
    """«ваш» agreeing with a noun's gender and case."""
    return _VASH.get(gender, _VASH["m"])[case]
