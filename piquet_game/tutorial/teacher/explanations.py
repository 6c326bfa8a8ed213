"""The teacher's explanation of each score as it is made: carte blanche, the point,
sequences and sets (who won each, and why), pique, repique and capot, the tricks;
worked out from the event and the variant's own numbers."""

from __future__ import annotations

from ...commentary import last_trick_worth
from ...common.events import Event
from ...rules.combos import SET_NAMES, point_value, run_of, set_of, suits_in
from ...rules.variant import pique_due, pique_pending_below
from .state import DealState
from .teaching import _DECLARATIONS, _cap


class Explanations(DealState):
    """Why a score scored what it scored."""


    def _explain(self, e: Event) -> str:
        tr = self.tr
        k, seat = e.kind, e.seat
        assert seat is not None
        before = e.total - e.points
        v = self.variant
        if k in ("lead", "win"):
            if k in self._quiet:
                return ""
            self._quiet.add(k)
        if k == "blanche":
            text = self._explain_blanche(e, seat)
        elif k == "point":
            text = self._explain_point(e, seat)
        elif k == "sequence":
            text = self._explain_sequence(e, seat)
        elif k == "set":
            text = self._explain_set(e, seat)
        elif k == "repique":
            text = self._explain_bonus(e, seat, "repique")
        elif k == "pique":
            text = self._explain_bonus(e, seat, "pique")
        elif k == "lead":
            text = self._by(seat, tr("The lead: you score {points} for leading this trick. Every lead counts "
                                     "{points} (from now on leads are counted without a word)."),
                            tr("The lead: {name} scores {points} for leading this trick. Every lead counts "
                               "{points} (from now on leads are counted without a word)."), points=e.points)
        elif k == "win":
            text = self._explain_win(e, seat)
        elif k == "last":
            worth = last_trick_worth(v)
            if worth:
                text = self._by(seat, tr("The last trick: you won the last trick, worth {points} more: with "
                                         "its trick, the last trick counts {worth}."),
                                tr("The last trick: {name} won the last trick, worth {points} more: with its "
                                   "trick, the last trick counts {worth}."), points=e.points, worth=worth)
            else:
                text = self._by(seat, tr("The last trick: you won the last trick, worth {points} more."),
                                tr("The last trick: {name} won the last trick, worth {points} more."),
                                points=e.points)
        elif k == "cards":
            cards = self._term("cards")
            text = self._by(seat, tr("{title}: you won {won} of the {total} tricks, more than half, so "
                                     "{points} for {cards}."),
                            tr("{title}: {name} won {won} of the {total} tricks, more than half, so {points} "
                               "for {cards}."), title=_cap(cards), cards=cards, won=self._tricks[seat],
                            total=self._trick_count, points=e.points)
        elif k == "capot":
            text = self._explain_capot(e, seat)
        elif k == "open-capot":
            text = self._by(seat, tr("Open capot: you announced before the first lead to take all {tricks} "
                                     "tricks, and took them: {points} instead of the capot's {capot}."),
                            tr("Open capot: {name} announced before the first lead to take all {tricks} "
                               "tricks, and took them: {points} instead of the capot's {capot}."),
                            tricks=self._trick_count, points=e.points, capot=v.capot_points)
            if v.capot_cancels_last and v.last_trick_points:
                text += " " + tr("As with any capot, nothing for {cards} and nothing more for the last "
                                 "trick.").format(cards=self._term("cards"))
        else:
            text = self._by(seat, tr("{kind}: you score {points}."), tr("{kind}: {name} scores {points}."),
                            kind=_cap(k.replace("-", " ")), points=e.points)
        return text + self._missed_bonus(e, seat, before)

    def _explain_capot(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        values = {"tricks": self._trick_count, "points": e.points, "cards_points": v.cards_points,
                  "cards": self._term("cards"), "last": v.last_trick_points}
        if v.cards_points and v.capot_cancels_last and v.last_trick_points:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points} instead of "
                                     "the {cards_points} for {cards} and the last trick's {last}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points} instead of the "
                               "{cards_points} for {cards} and the last trick's {last}."), **values)
        elif v.cards_points:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points} instead of "
                                     "the {cards_points} for {cards}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points} instead of the "
                               "{cards_points} for {cards}."), **values)
        else:
            text = self._by(seat, tr("Capot: you won all {tricks} tricks, which counts {points}."),
                            tr("Capot: {name} won all {tricks} tricks, which counts {points}."), **values)
        if v.open_capot_points:
            if self._capot_call is not None and self._capot_call != seat:
                text += " " + self._by(self._capot_call,
                                       tr("You announced an open capot and did not make it: that costs "
                                          "nothing."),
                                       tr("{name} announced an open capot and did not make it: that costs "
                                          "nothing."))
            else:
                text += " " + tr("Announced before the first lead, as an open capot, it would have counted "
                                 "{points}.").format(points=v.open_capot_points)
        return text

    def _missed_bonus(self, e: Event, seat: int, before: int) -> str:
        """Why reaching the threshold with this score earned no repique or pique."""
        tr = self.tr
        v, k = self.variant, e.kind
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        if k in _DECLARATIONS and v.repique_bonus:
            th, name = rt, self._term("repique")
            reached = before < th <= e.total
        elif k in ("lead", "win", "last") and v.pique_bonus:
            th, name = pt, self._term("pique")
            reached = pique_due(before, e.total, pt, pique_pending_below(pt, rt))
        else:
            return ""
        if not reached:
            return ""
        values = {"threshold": th, "bonus": name, "decl": self._decl[other], "scored": self._scores[other]}
        if v.blocking == "declarations":  # only the other's declarations block; only elder piques
            if k in _DECLARATIONS:
                if self._decl[other]:
                    self._repique_told.add(seat)
                    return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you have "
                                                    "scored {decl} in declarations."),
                                          tr("That reaches {threshold}, but no {bonus}: {name} has scored "
                                             "{decl} in declarations."), **values)
                return ""  # decided once the declarations are over
            if self._bonus[seat]:
                return ""
            if seat != self.elder:
                return " " + tr("That reaches {threshold}, but no {bonus}: only elder can make one in this "
                                "game.").format(**values)
            if self._decl[other]:
                return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you scored {decl} "
                                                "in declarations."),
                                      tr("That reaches {threshold}, but no {bonus}: {name} scored {decl} in "
                                         "declarations."), **values)
            return ""
        if self._scores[other]:
            return " " + self._by(other, tr("That reaches {threshold}, but no {bonus}: you had already "
                                            "scored {scored} in this deal."),
                                  tr("That reaches {threshold}, but no {bonus}: {name} had already scored "
                                     "{scored} in this deal."), **values)
        return ""

    def _no_repique(self) -> list[str]:
        """Once the declarations are over, in a game where only the other's declarations
        block a repique (decided only then): why a player who reached the threshold from
        his declarations made none."""
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        if v.blocking != "declarations" or not v.repique_bonus:
            return []
        out = []
        for seat in (0, 1):
            other = 1 - seat
            if (self._decl[seat] >= rt and not self._bonus[seat] and self._decl[other]
                    and seat not in self._repique_told):
                out.append(self._by2(seat, other,
                                     tr("No {bonus} for you, though you have {decl} in declarations: {other} "
                                        "scored {other_decl} in declarations too."),
                                     tr("No {bonus} for {name}, though {name} has {decl} in declarations: "
                                        "you scored {other_decl} in declarations too."),
                                     tr("No {bonus} for {name}, though {name} has {decl} in declarations: "
                                        "{other} scored {other_decl} in declarations too."),
                                     bonus=self._term("repique"), decl=self._decl[seat],
                                     other_decl=self._decl[other]))
        return out

    def _explain_blanche(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        values = {"title": _cap(self._term("blanche")), "cards": self._number(v.hand_size),
                  "points": e.points}
        if v.younger_blanche_after_exchange and seat != self.elder:
            return self._by2(seat, 1 - seat,
                             tr("{title}: the {cards} cards you were dealt hold no king, queen or jack; "
                                "declared after {other}'s exchange, as younger does, that counts {points}, "
                                "and they are shown."),
                             tr("{title}: the {cards} cards {name} was dealt hold no king, queen or jack; "
                                "declared after your exchange, as younger does, that counts {points}, and "
                                "they are shown."),
                             tr("{title}: the {cards} cards {name} was dealt hold no king, queen or jack; "
                                "declared after {other}'s exchange, as younger does, that counts {points}, "
                                "and they are shown."), **values)
        text = self._by(seat, tr("{title}: your {cards} cards hold no king, queen or jack, and declared "
                                 "before the exchange that counts {points}."),
                        tr("{title}: {name}'s {cards} cards hold no king, queen or jack, and declared before "
                           "the exchange that counts {points}."), **values)
        if seat != self.elder and self.elder is not None:
            text += " " + self._by2(seat, self.elder, tr("You will show them once {other} has exchanged."),
                                    tr("{name} will show them once you have exchanged."),
                                    tr("{name} will show them once {other} has exchanged."))
        return text

    def _outcome(self, cls: str, seat: int, elder_desc: str) -> str:
        """Why ``seat`` won the class, in a clause: from elder's announcement, the
        tie-break and younger's answer (younger's losing hand is never shown)."""
        tr = self.tr
        said = self._class_said(cls)
        other = 1 - seat
        if seat == self.elder:
            if said.get("tiebreak") is not None:
                return self._by(other, tr("as long as yours but higher"), tr("as long as {name}'s but "
                                                                             "higher"))
            return self._by(other, tr("you showed nothing as good"), tr("{name} showed nothing as good"))
        if said.get("announce") == ():
            return self._by(other, tr("you declared none"), tr("{name} declared none"))
        if said.get("tiebreak") is not None:
            if not elder_desc:
                return self._by(other, tr("as long as yours but higher"), tr("as long as {name}'s but "
                                                                             "higher"))
            return self._by(other, tr("as long as your {combination}, but higher"),
                            tr("as long as {name}'s {combination}, but higher"), combination=elder_desc)
        if elder_desc:
            return self._by(other, tr("better than your {combination}"), tr("better than {name}'s "
                                                                            "{combination}"),
                            combination=elder_desc)
        return self._by(other, tr("better than yours"), tr("better than {name}'s"))

    def _scored(self, points: int, length: int) -> str:
        """What a point scored: ``5, 1 for each card`` when it scores by its cards."""
        if points == length:
            return self.tr("{points}, 1 for each card").format(points=points)
        return str(points)

    def _explain_point(self, e: Event, seat: int) -> str:
        tr = self.tr
        mask = e.combos[0] if e.combos else e.cards
        length, value = point_value(mask)
        suits = suits_in(mask) or [0]
        suit = self.words.suit(suits[0])
        said = self._class_said("point")
        other = 1 - seat
        ann = said.get("announce")
        values = {"suit": suit, "value": value, "count": self._number(length),
                  "scored": self._scored(e.points, length)}
        if self.variant.point_said == "value":
            if seat == self.elder:
                if said.get("answer") == "good":
                    why = self._by(other, tr("{answer}: you had no suit worth as much"),
                                   tr("{answer}: {name} had no suit worth as "
                                      "much"), answer=self._answer("good"))
                else:
                    why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
            elif ann:
                why = self._by(other, tr("{answer}: more than your {value}"),
                               tr("{answer}: more than {name}'s {value}"), answer=self._answer("not-good"),
                               value=self._number(ann[0]))  # type: ignore[index]
            else:
                why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
            return self._by(seat, tr.ntr(
                "Point: your {suit} made {value} ({count} card) and won ({why}), so you score {scored}. The "
                "value is said, but the point scores by the cards.",
                "Point: your {suit} made {value} ({count} cards) and won ({why}), so you score {scored}. The "
                "value is said, but the point scores by the cards.", length), tr.ntr(
                "Point: {name}'s {suit} made {value} ({count} card) and won ({why}), so {name} scores "
                "{scored}. The value is said, but the point scores by the cards.",
                "Point: {name}'s {suit} made {value} ({count} cards) and won ({why}), so {name} scores "
                "{scored}. The value is said, but the point scores by the cards.", length), why=why, **values)
        if said.get("tiebreak") is not None:
            elder_value = said["tiebreak"][0]  # type: ignore[index]
            if seat == self.elder:
                return self._by2(seat, other, tr.ntr(
                    "Point: both points had {count} card, and your {suit} made {value}, more than {other}'s, "
                    "so you score {scored}.",
                    "Point: both points had {count} cards, and your {suit} made {value}, more than "
                    "{other}'s, so you score {scored}.", length), tr.ntr(
                    "Point: both points had {count} card, and {name}'s {suit} made {value}, more than yours, "
                    "so {name} scores {scored}.",
                    "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than "
                    "yours, so {name} scores {scored}.", length), tr.ntr(
                    "Point: both points had {count} card, and {name}'s {suit} made {value}, more than "
                    "{other}'s, so {name} scores {scored}.",
                    "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than "
                    "{other}'s, so {name} scores {scored}.", length), **values)
            return self._by2(seat, other, tr.ntr(
                "Point: both points had {count} card, and your {suit} made {value}, more than {other}'s "
                "{other_value}, so you score {scored}.",
                "Point: both points had {count} cards, and your {suit} made {value}, more than {other}'s "
                "{other_value}, so you score {scored}.", length), tr.ntr(
                "Point: both points had {count} card, and {name}'s {suit} made {value}, more than your "
                "{other_value}, so {name} scores {scored}.",
                "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than your "
                "{other_value}, so {name} scores {scored}.", length), tr.ntr(
                "Point: both points had {count} card, and {name}'s {suit} made {value}, more than {other}'s "
                "{other_value}, so {name} scores {scored}.",
                "Point: both points had {count} cards, and {name}'s {suit} made {value}, more than {other}'s "
                "{other_value}, so {name} scores {scored}.", length), other_value=elder_value, **values)
        if seat == self.elder:
            why = self._by(other, tr("you showed no suit as long"), tr("{name} showed no suit as long"))
        elif ann == ():
            why = self._by(other, tr("you declared no point"), tr("{name} declared no point"))
        elif ann:
            why = self._by(other, tr("you had only {count}"), tr("{name} had only {count}"),
                           count=self._number(ann[0]))  # type: ignore[index]
        else:
            why = self._by(other, tr("you had fewer"), tr("{name} had fewer"))
        return self._by(seat, tr.ntr("Point: your {count} {suit} won ({why}), so you score {scored}.",
                                     "Point: your {count} {suit} won ({why}), so you score "
                                     "{scored}.", length),
                        tr.ntr("Point: {name}'s {count} {suit} won ({why}), so {name} scores {scored}.",
                               "Point: {name}'s {count} {suit} won ({why}), so {name} scores "
                               "{scored}.", length),
                        why=why, **values)

    def _seq_rule(self, length: int) -> str:
        """Why a sequence of ``length`` counts what it counts."""
        tr = self.tr
        v = self.variant
        score = v.sequence_score(length)
        if score == length:
            return tr("1 for each card")
        extra = score - length
        start = min((n for n, s in v.sequence_scores.items() if s - n == extra), default=length)
        if start == min(v.sequence_scores):
            return tr("{length}, plus {extra} for any sequence").format(length=length, extra=extra)
        return tr("{length}, plus {extra} for a run of {start} or more").format(length=length, extra=extra,
                                                                               start=self._number(start))

    def _set_rule(self, size: int) -> str:
        tr = self.tr
        v = self.variant
        score = v.set_score(size)
        if score == size:
            return tr("1 for each card")
        if score == 14 and SET_NAMES.get(size) == "quatorze":
            return tr("quatorze is French for fourteen")
        return tr("{score} for {count} of a kind").format(score=score, count=self._number(size))

    def _explain_sequence(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        combos = list(e.combos) or [e.cards]
        said = self._class_said("sequence")
        ann = said.get("announce")
        elder_desc = ""
        if ann:
            elder_desc = self._seq_name(ann[0])  # type: ignore[index]
        first = combos[0]
        run = run_of(first)
        if run is None:
            return self._by(seat, tr("Sequences: you score {points}."), tr("Sequences: {name} scores "
                                                                           "{points}."),
                            points=e.points)
        suit, _, length = run
        text = self._by(seat, tr("Sequences: your {sequence} in {suit} won ({why}). A {title}, {length} in a "
                                 "row, counts {score}: {rule}."),
                        tr("Sequences: {name}'s {sequence} in {suit} won ({why}). A {title}, {length} in a "
                           "row, counts {score}: {rule}."),
                        sequence=self._combo("sequence", first), suit=self.words.suit(suit),
                        why=self._outcome("sequence", seat, elder_desc), title=self._seq_name(length),
                        length=self._number(length), score=v.sequence_score(length),
                        rule=self._seq_rule(length))
        if len(combos) > 1:
            more = []
            for m in combos[1:]:
                r = run_of(m)
                if r is None:
                    continue
                more.append(tr("{sequence} in {suit} ({length} in a row, {score})").format(
                    sequence=self._combo("sequence", m), suit=self.words.suit(r[0]),
                    length=self._number(r[2]), score=v.sequence_score(r[2])))
            text += " " + self._by(seat, tr("The winner counts every sequence declared, so you also count "
                                            "{sequences}: {points} in all."),
                                   tr("The winner counts every sequence declared, so {name} also counts "
                                      "{sequences}: {points} in "
                                      "all."), sequences=self._list(more), points=e.points)
        return text

    def _explain_set(self, e: Event, seat: int) -> str:
        tr = self.tr
        combos = list(e.combos) or [e.cards]
        said = self._class_said("set")
        ann = said.get("announce")
        elder_desc = ""
        if isinstance(ann, tuple) and len(ann) == 2:  # announced: (size, rank)
            size, rank = ann
            elder_desc = self.words.set(rank, size)
        first = combos[0]
        found = set_of(first)
        if found is None:
            return self._by(seat, tr("Sets: you score {points}."), tr("Sets: {name} scores {points}."),
                            points=e.points)
        _, size = found
        text = self._by(seat, tr("Sets: your {set} won ({why}). A {title}, {size} of one rank, counts "
                                 "{score}: {rule}."),
                        tr("Sets: {name}'s {set} won ({why}). A {title}, {size} of one rank, counts {score}: "
                           "{rule}."),
                        set=self._combo("set", first), why=self._outcome("set", seat, elder_desc),
                        title=self._set_name(size), size=self._number(size),
                        score=self.variant.set_score(size), rule=self._set_rule(size))
        if len(combos) > 1:
            more = [tr("{set} ({score})").format(set=self._combo("set", m),
                                                 score=self.variant.set_score(m.bit_count()))
                    for m in combos[1:]]
            text += " " + self._by(seat, tr("The winner counts every set declared, so you also count {sets}: "
                                            "{points} in all."),
                                   tr("The winner counts every set declared, so {name} also counts {sets}: "
                                      "{points} in all."), sets=self._list(more), points=e.points)
        return text

    def _explain_bonus(self, e: Event, seat: int, kind: str) -> str:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        other = 1 - seat
        reached = e.total - e.points
        if kind == "repique":
            th = rt
            source = tr("{blanche} and declarations alone").format(blanche=self._term("blanche"))
        else:
            th = pt
            source = tr("declarations and trick points together")
        values = {"title": _cap(self._term(kind)), "reached": reached, "threshold": th, "source": source,
                  "points": e.points, "total": e.total, "tricks": self._scores[other]}
        if v.blocking == "declarations":
            if kind == "pique" and self._scores[other]:
                text = self._by2(seat, other, tr(
                    "{title}: you reached {reached} ({threshold} or more) from {source}, and {other} scored "
                    "nothing in declarations ({other}'s {tricks} from the tricks do not stop it), so "
                    "{points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and you scored "
                    "nothing in declarations (your {tricks} from the tricks do not stop it), so {points} "
                    "more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and {other} "
                    "scored nothing in declarations ({other}'s {tricks} from the tricks do not stop it), so "
                    "{points} more: {total}."), **values)
            else:
                text = self._by2(seat, other, tr(
                    "{title}: you reached {reached} ({threshold} or more) from {source}, and {other} scored "
                    "nothing in declarations, so {points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and you scored "
                    "nothing in declarations, so {points} more: {total}."), tr(
                    "{title}: {name} reached {reached} ({threshold} or more) from {source}, and {other} "
                    "scored nothing in declarations, so {points} more: {total}."), **values)
        else:
            text = self._by2(seat, other, tr(
                "{title}: you reached {reached} ({threshold} or more) from {source} before {other} had "
                "scored anything in this deal, so {points} more: {total}."), tr(
                "{title}: {name} reached {reached} ({threshold} or more) from {source} before you had scored "
                "anything in this deal, so {points} more: {total}."), tr(
                "{title}: {name} reached {reached} ({threshold} or more) from {source} before {other} had "
                "scored anything in this deal, so {points} more: {total}."), **values)
        if self._equal:
            text += " " + tr("An {equal} is no score, so it did not stop "
                             "it.").format(equal=self._answer("equal"))
        return text

    def _explain_win(self, e: Event, seat: int) -> str:
        tr = self.tr
        v = self.variant
        other = 1 - seat
        if self._last_leader == seat:
            return self._by(seat, tr("The trick: you score {points} for winning a trick led by you (from now "
                                     "on tricks are counted without a word)."),
                            tr("The trick: {name} scores {points} for winning a trick led by {name} (from "
                               "now on tricks are counted without a word)."), points=e.points)
        text = [self._by2(seat, other, tr("The trick: you score {points} for winning a trick {other} led."),
                          tr("The trick: {name} scores {points} for winning a trick you led."),
                          tr("The trick: {name} scores {points} for winning a trick {other} led."),
                          points=e.points)]
        if not v.win_own_lead_points:
            text.append(tr("Winning your own lead scores nothing more than the lead itself."))
        text.append(tr("From now on tricks are counted without a word."))
        return " ".join(text)
