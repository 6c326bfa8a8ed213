"""The teacher's remarks between the phases: the auction of Contract Piquet, a
bonus missed or blocked, the end of a deal, of a game of a match and of the partie
with its settlement."""

from __future__ import annotations

from collections.abc import Sequence

from ...common.events import Event
from .state import DealState
from .teaching import _cap


class Remarks(DealState):
    """What a deal, a game and the partie came to, and the contract's auction."""


    def _contract_sum(self, e: Event) -> tuple[int, str]:
        """(tricks over or short, the sum that scored them: ``10 × 2 × 4 (redoubled)``)."""
        tr = self.tr
        count = e.info[0] if e.info else 0
        each = self.variant.contract_points
        times = e.points // max(1, each * count) if count else 1
        if times == 2:
            return count, tr("{each} × {count} × {times} "
                             "(doubled)").format(each=each, count=count, times=times)
        if times == 4:
            return count, tr("{each} × {count} × {times} (redoubled)").format(each=each, count=count,
                                                                             times=times)
        if times > 1:
            return count, tr("{each} × {count} × {times}").format(each=each, count=count, times=times)
        return count, f"{each} × {count}"

    def _auction_words(self, e: Event) -> list[str]:
        """Contract Piquet: the auction taught as it goes (the first call of a deal),
        the contract and what it is worth, a deal thrown in, and the over- or
        under-tricks counted after the last trick."""
        tr = self.tr
        k = e.kind
        if e.is_score and e.seat is not None:
            self._scores[e.seat] = e.total
            count, sum_ = self._contract_sum(e)
            values = {"count": self._number(count), "sum": sum_, "points": e.points}
            if k == "overtricks":
                return [self._by(e.seat, tr.ntr(
                    "Contract made, {count} over: {sum}: {points} to you. The tricks themselves counted one "
                    "each; a contract made exactly scores nothing more.",
                    "Contract made, {count} over: {sum}: {points} to you. The tricks themselves counted one "
                    "each; a contract made exactly scores nothing more.", count), tr.ntr(
                    "Contract made, {count} over: {sum}: {points} to {name}. The tricks themselves counted "
                    "one each; a contract made exactly scores nothing more.",
                    "Contract made, {count} over: {sum}: {points} to {name}. The tricks themselves counted "
                    "one each; a contract made exactly scores nothing more.", count), **values)]
            return [self._by(e.seat, tr.ntr(
                "Contract broken by {count}: {sum}: {points} to you. The tricks themselves counted one each; "
                "a contract made exactly scores nothing more.",
                "Contract broken by {count}: {sum}: {points} to you. The tricks themselves counted one each; "
                "a contract made exactly scores nothing more.", count), tr.ntr(
                "Contract broken by {count}: {sum}: {points} to {name}. The tricks themselves counted one "
                "each; a contract made exactly scores nothing more.",
                "Contract broken by {count}: {sum}: {points} to {name}. The tricks themselves counted one "
                "each; a contract made exactly scores nothing more.", count), **values)]
        if k == "call" and e.seat is not None:
            if "auction" in self._narrated:
                return []
            self._narrated.append("auction")
            return [tr("The auction: no exchange in Contract Piquet, so each player bids on the twelve cards "
                       "he holds. Elder calls first. A bid is a number of tricks, 7 to 12, to win (+) or to "
                       "lose (\u2212); each bid must be higher (at equal number, minus ranks above plus). A "
                       "pass is final; a bid passed, or doubled and answered, is the contract. Count your "
                       "sure tricks: aces, kings guarded, long suits.")]
        if k == "redeal":
            return [tr("Both passed at their first turn: the cards are thrown in, nothing of this deal "
                       "counts, and the same dealer deals again.")]
        if k == "contract" and e.seat is not None:
            bid = e.word.partition(" ")[0]
            times = e.info[2] if len(e.info) >= 3 else 1
            each = self.variant.contract_points
            minus = len(e.info) >= 2 and bool(e.info[1])
            n = int(bid[:-1]) if bid[:-1].isdigit() else 0
            values = {"tricks": self._number(n), "most": self._number(self.variant.hand_size - n),
                      "each": each * times, "times": times}
            if bid.endswith("-"):
                out = [self._by(e.seat, tr("You play {tricks} minus: to lose {tricks} tricks or more (win "
                                           "{most} at most)."),
                                tr("{name} plays {tricks} minus: to lose {tricks} tricks or more (win {most} "
                                   "at most)."), **values)]
            else:
                out = [self._by(e.seat, tr("You play {tricks} plus: to win {tricks} tricks or more."),
                                tr("{name} plays {tricks} plus: to win {tricks} tricks or more."), **values)]
            if times > 1:
                out.append(self._by(e.seat, tr("Each trick over scores {each} to you, each trick short "
                                               "{each} to the other (doubled or redoubled: times {times})."),
                                    tr("Each trick over scores {each} to {name}, each trick short {each} to "
                                       "the other (doubled or redoubled: times {times})."), **values))
            else:
                out.append(self._by(e.seat, tr("Each trick over scores {each} to you, each trick short "
                                               "{each} to the other."),
                                    tr("Each trick over scores {each} to {name}, each trick short {each} to "
                                       "the other."), **values))
            if minus:
                out.append(tr("Under this contract pique and repique are reached at {threshold}.").format(
                    threshold=21))
            else:
                out.append(tr("Under this contract pique and repique are reached at {pique} and "
                              "{repique}.").format(pique=29, repique=30))
            return [" ".join(out)]
        return []


    def _remark(self, e: Event) -> list[str]:
        """Lines for events that are neither a phase's start nor a score."""
        tr = self.tr
        k, v = e.kind, self.variant
        if k == "announce" and e.cls:
            self._class_said(e.cls)["announce"] = tuple(e.info)
            return []
        if k == "tiebreak" and e.cls:
            self._class_said(e.cls)["tiebreak"] = tuple(e.info)
            return []
        if k == "ask":
            if e.cls == "point" and v.point_said == "value":
                return []  # the values were said: the higher wins
            if e.cls == "point":
                return [tr("The points are the same length, so younger asks “making?”: elder tells the value "
                           "of the cards.")]
            if e.cls == "sequence":
                return [tr("The sequences are the same length, so younger asks “to what?”: elder names the "
                           "top card.")]
            return []
        if k == "answer" and e.cls:
            self._class_said(e.cls)["answer"] = e.word
            if e.word == "equal":
                self._equal = True
                said = self._answer("equal")
                bonus = self._list([self._term(w) for w, on in (("repique", v.repique_bonus),
                                                                ("pique", v.pique_bonus)) if on])
                tail = " " + tr("An {equal} is no score, so it blocks no {bonus}.").format(
                    equal=said, bonus=bonus) if bonus else ""
                if v.point_said == "value" and e.cls == "point":
                    return [tr("{equal}: both points are worth as much, so both show them and neither "
                               "scores.").format(equal=said) + tail]
                if e.cls == "point":
                    return [tr("{equal}: neither player scores for the point.").format(equal=said) + tail]
                if e.cls == "sequence":
                    return [tr("{equal}: neither player scores for sequences.").format(equal=said) + tail]
                return [tr("{equal}: neither player scores for sets.").format(equal=said) + tail]
            return []
        if k == "blanche-shown" and e.seat is not None:
            elder = self.elder if self.elder is not None else 1 - e.seat
            return [self._by2(e.seat, elder,
                              tr("You show the {blanche} now that {other} has exchanged, as younger does."),
                              tr("{name} shows the {blanche} now that you have exchanged, as younger does."),
                              tr("{name} shows the {blanche} now that {other} has exchanged, as younger "
                                 "does."),
                              blanche=self._term("blanche"))]
        if k == "capot-call" and e.seat is not None:
            return [self._by2(e.seat, 1 - e.seat, tr(
                "You announce an open capot: all {tricks} tricks. Made, it counts {open} instead of {capot}; "
                "if {other} takes a single trick, it costs nothing but the capot."), tr(
                "{name} announces an open capot: all {tricks} tricks. Made, it counts {open} instead of "
                "{capot}; if you take a single trick, it costs nothing but the capot."), tr(
                "{name} announces an open capot: all {tricks} tricks. Made, it counts {open} instead of "
                "{capot}; if {other} takes a single trick, it costs nothing but the capot."),
                tricks=v.hand_size, open=v.open_capot_points, capot=v.capot_points)]
        if k == "deal-end":
            return self._deal_end(e)
        if k == "game-end" and e.seat is not None:
            return self._game_end(e, e.seat)
        return []

    def _deal_end(self, e: Event) -> list[str]:
        tr = self.tr
        v = self.variant
        self.deal_scores.append(tuple(e.info))
        played = len(self.deal_scores)
        totals = [sum(d[i] for d in self.deal_scores) for i in range(len(self.players))]
        if v.shape.match_targets:
            number = len(self._game_winners) + 1
            target = v.shape.target(number)
            in_game = [sum(d[i] for d in self.deal_scores[self._game_start:]) for i in range(2)]
            if max(in_game) >= target:
                return []  # the game is won: told with its end
            deals = played - self._game_start
            return [tr.ntr("After {n} deal of the {game}, the totals: {scores}; the first to reach {target} "
                           "wins it.",
                           "After {n} deals of the {game}, the totals: {scores}; the first to reach {target} "
                           "wins it.", deals).format(n=deals, game=self._game(number),
                                                scores=self._totals_text(in_game), target=target)]
        if v.shape.goal:
            if v.shape.reached(totals):
                lead = max(range(len(totals)), key=lambda i: totals[i])
                if totals[lead] != v.shape.goal:
                    return [self._by(lead, tr("You reached {target} ({total}), so the game ends at once, in "
                                              "the middle of the deal if need be: nothing more is scored or "
                                              "played."),
                                     tr("{name} reached {target} ({total}), so the game ends at once, in the "
                                        "middle of the deal if need be: nothing more is scored or played."),
                                     target=v.shape.goal, total=totals[lead])]
                return [self._by(lead, tr("You reached {target}, so the game ends at once, in the middle of "
                                          "the deal if need be: nothing more is scored or played."),
                                 tr("{name} reached {target}, so the game ends at once, in the middle of the "
                                    "deal if need be: nothing more is scored or played."),
                                 target=v.shape.goal)]
            return [tr.ntr("After {n} deal, the totals: {scores}; the first to reach {target} wins.",
                           "After {n} deals, the totals: {scores}; the first to reach {target} wins.",
                           played).format(n=played, scores=self._totals_text(totals), target=v.shape.goal)]
        out = [tr.ntr("After {n} deal of {deals}, the totals: {scores}.",
                      "After {n} deals of {deals}, the totals: {scores}.", played).format(
            n=played, deals=v.shape.deals, scores=self._totals_text(totals))]
        if v.shape.korolik and played % v.shape.korolik == 0 and played < v.shape.deals:
            korolik = played // v.shape.korolik
            out.append(tr("Korolik {korolik} is over: the players draw again for the deal, and whoever draws "
                          "the lower card deals first in korolik "
                          "{next}.").format(korolik=korolik, next=korolik + 1))
        if played == v.shape.deals and v.shape.tie_deals and totals[0] == totals[1]:
            out.append(tr("The totals are equal after {deals} deals, so {extra} more are played, one deal "
                          "each.").format(deals=v.shape.deals, extra=v.shape.tie_deals))
        return out

    def _game_end(self, e: Event, seat: int) -> list[str]:
        """A game of a match won, in the middle of a deal or at its end."""
        tr = self.tr
        v = self.variant
        number = e.info[0] if e.info else len(self._game_winners) + 1
        totals = tuple(e.info[1:3]) if len(e.info) >= 3 else (0, 0)
        self._game_winners.append(seat)
        self._game_start = len(self.deal_scores)
        target = v.shape.target(number)
        if totals[seat] != target and target % 10 == 1:
            reached = tr("{target} ({total}), more than {below},").format(target=target, total=totals[seat],
                                                                         below=target - 1)
        elif target % 10 == 1:
            reached = tr("{target}, more than {below},").format(target=target, below=target - 1)
        elif totals[seat] != target:
            reached = tr("{target} ({total})").format(target=target, total=totals[seat])
        else:
            reached = str(target)
        text = [self._by(seat, tr("You reached {reached} and win the {game}, {won} to {lost}: it ends at "
                                  "once, in the middle of the deal if need be, and nothing more is scored or "
                                  "played in it."),
                         tr("{name} reached {reached} and wins the {game}, {won} to {lost}: it ends at once, "
                            "in the middle of the deal if need be, and nothing more is scored or played in "
                            "it."),
                         reached=reached, game=self._game(number), won=totals[seat], lost=totals[1 - seat])]
        if v.shape.match_over(self._game_winners):
            return text
        won = [self._game_winners.count(s) for s in (0, 1)]
        following = number + 1
        values = {"game": self._game(following), "target": v.shape.target(following)}
        if won[0] == won[1]:
            you = [s for s in (0, 1) if self._you(s)]
            if you:
                text.append(tr("The {game} begins: the totals start again at 0, and the first to reach "
                               "{target} wins it; you and {name} have won a game each, so it decides the "
                               "match.").format(
                    name=self.players[1 - you[0]], **values))
            else:
                text.append(tr("The {game} begins: the totals start again at 0, and the first to reach "
                               "{target} wins it; {name} and {other} have won a game each, so it decides the "
                               "match.").format(name=self.players[0], other=self.players[1], **values))
        else:
            text.append(tr("The {game} begins: the totals start again at 0, and the first to reach {target} "
                           "wins it.").format(**values))
        return [" ".join(text)]

    def _partie_end(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        if v.shape.match_targets:
            return self._match_end(e)
        totals: Sequence[int] = e.info
        winner, result = e.seat, e.points
        head = tr("End of the partie: {scores}.").format(scores=self._totals_text(totals))
        if winner is None:
            return head + " " + tr("The totals are equal: the partie is drawn.")
        loser = 1 - winner
        hi, lo = totals[winner], totals[loser]
        bonus = v.game_bonus
        values = {"hi": hi, "lo": lo, "result": result, "bonus": bonus, "rubicon": v.rubicon,
                  "lurched": self._lurched()}
        if v.shape.goal:
            if v.rubicon * 2 == v.shape.goal:
                values["under"] = tr("{rubicon}, half the target,").format(rubicon=v.rubicon)
            else:
                values["under"] = str(v.rubicon)
            if lo < v.rubicon and (hi - lo) * 2 == result:
                return head + " " + self._by2(loser, winner, tr(
                    "You finished under {under} which is called being {lurched}: {other} scores the "
                    "difference doubled: ({hi} - {lo}) × 2 = {result}."), tr(
                    "{name} finished under {under} which is called being {lurched}: you score the difference "
                    "doubled: ({hi} - {lo}) × 2 = {result}."), tr(
                    "{name} finished under {under} which is called being {lurched}: {other} scores the "
                    "difference doubled: ({hi} - {lo}) × 2 = {result}."), **values)
            if hi - lo == result:
                return head + " " + self._by2(loser, winner, tr(
                    "You reached {under} so {other} scores the difference: {hi} - {lo} = {result}."), tr(
                    "{name} reached {under} so you score the difference: {hi} - {lo} = {result}."), tr(
                    "{name} reached {under} so {other} scores the difference: {hi} - {lo} = "
                    "{result}."), **values)
        elif v.is_rubiconed(list(totals)) and hi + lo + bonus == result:
            if hi < v.rubicon:
                return head + " " + self._by2(loser, winner, tr(
                    "You finished under {rubicon}, which is called being {lurched}: {other} scores both "
                    "totals plus {bonus} for the game (even though {other} too stayed under {rubicon}): {hi} "
                    "+ {lo} + {bonus} = {result}."), tr(
                    "{name} finished under {rubicon}, which is called being {lurched}: you score both totals "
                    "plus {bonus} for the game (even though you too stayed under {rubicon}): {hi} + {lo} + "
                    "{bonus} = {result}."), tr(
                    "{name} finished under {rubicon}, which is called being {lurched}: {other} scores both "
                    "totals plus {bonus} for the game (even though {other} too stayed under {rubicon}): {hi} "
                    "+ {lo} + {bonus} = {result}."), **values)
            return head + " " + self._by2(loser, winner, tr(
                "You finished under {rubicon}, which is called being {lurched}: {other} scores both totals "
                "plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), tr(
                "{name} finished under {rubicon}, which is called being {lurched}: you score both totals "
                "plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), tr(
                "{name} finished under {rubicon}, which is called being {lurched}: {other} scores both "
                "totals plus {bonus} for the game: {hi} + {lo} + {bonus} = {result}."), **values)
        if not v.shape.goal and not bonus and not v.is_rubiconed(list(totals)) and hi - lo == result:
            return head + " " + self._by(winner, tr("The higher total wins, and you score the difference: "
                                                    "{hi} - {lo} = {result}."),
                                         tr("The higher total wins, and {name} scores the difference: {hi} - "
                                            "{lo} = {result}."), **values)
        if not v.shape.goal and hi - lo + bonus == result:
            return head + " " + self._by(winner, tr("Both reached {rubicon}, so you score the difference "
                                                    "plus {bonus} for the game: {hi} - {lo} + {bonus} = "
                                                    "{result}."),
                                         tr("Both reached {rubicon}, so {name} scores the difference plus "
                                            "{bonus} for the game: {hi} - {lo} + {bonus} = "
                                            "{result}."), **values)
        return head + " " + self._by(winner, tr("You win the partie and score {result}."),
                                     tr("{name} wins the partie and scores {result}."), **values)

    def _match_end(self, e: Event) -> str:
        """The end of a match of games: who won which, and the games won."""
        tr = self.tr
        v = self.variant
        winner = e.seat
        games = tuple(e.info) if len(e.info) == 2 else tuple(self._game_winners.count(s) for s in (0, 1))
        won = {s: [tr("the {game}").format(game=self._game(i + 1))
                   for i, w in enumerate(self._game_winners) if w == s] for s in (0, 1)}
        parts = [self._by(s, tr("you won {games}"), tr("{name} won {games}"), games=self._list(won[s]))
                 for s in (0, 1) if won[s]]
        if parts:
            head = tr("End of the match: {games}.").format(games="; ".join([_cap(parts[0]), *parts[1:]]))
        else:
            head = tr("End of the match.")
        if winner is None:
            return head
        lost = games[1 - winner]
        values = {"won": self._number(games[winner]),
                  "lost": self._number(lost) if lost else tr.ptr("games won", "none"),
                  "needed": v.shape.games_to_win}
        return head + " " + self._by(winner, tr("You win the match, {won} games to {lost}: the first to win "
                                                "{needed} games wins it, whatever the points."),
                                     tr("{name} wins the match, {won} games to {lost}: the first to win "
                                        "{needed} games wins it, whatever the points."), **values)
