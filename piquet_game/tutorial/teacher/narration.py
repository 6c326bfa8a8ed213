"""The teacher's narration of each phase of a deal as it begins: the deal, carte
blanche, the exchanges, the point, sequences, sets, the open capot, the play and
the count; in full the first time in a partie, as a short reminder after."""

from __future__ import annotations

from ...commentary import last_trick_worth
from ...common.events import Event
from .state import DealState
from .teaching import _cap


class Narration(DealState):
    """What happens in each phase of a deal, and how it scores."""


    def _narrate(self, phase: str, e: Event, full: bool) -> list[str]:
        if phase == "deal":
            return self._narrate_deal(e, full)
        if phase == "blanche":
            return [self._blanche_rule()]
        if phase == "exchange-elder":
            return [self._narrate_elder_exchange(e)]
        if phase == "exchange-younger":
            return [self._narrate_younger_exchange(e)]
        if phase == "point":
            return self._narrate_point(full)
        if phase == "sequence":
            return self._narrate_sequences(full)
        if phase == "set":
            return self._narrate_sets(full)
        if phase == "open-capot":
            return self._narrate_open_capot(full)
        if phase == "play":
            return self._narrate_play(full)
        if phase == "count":
            return self._narrate_count(full)
        return []

    def _exchange_words(self, lo: int, hi: int) -> str:
        """The counts a seat may exchange: ``1 to 5``, ``none, or 3 to 5``, ``up to 3``."""
        tr = self.tr
        counts = self.variant.exchange_counts(lo, hi)
        taken = [c for c in counts if c]
        if not taken:
            return tr("none")
        low, high = min(taken), max(taken)
        if 0 in counts and low > 1:
            if high > low:
                return tr("none, or {low} to {high}").format(low=low, high=high)
            return tr("none, or {low}").format(low=low)
        if 0 in counts:
            return tr("up to {high}").format(high=high) if high > 1 else tr("none or 1")
        return tr("{low} to {high}").format(low=low, high=high) if high > low else str(low)

    def _deal_head(self, full: bool) -> list[str]:
        """The deal's number as the game counts its deals, and what the game is played
        to, in sentences (the draw for a korolik's deal goes after the first)."""
        tr = self.tr
        v, n = self.variant, self.number
        if v.shape.korolik:
            korolik, deal = v.shape.korolik_of_deal(n)
            head = [tr("Korolik {korolik}, deal {deal} of {deals}.").format(korolik=korolik, deal=deal,
                                                                             deals=v.shape.korolik)]
            if full and n == 1:
                koroliks = max(1, v.shape.deals // v.shape.korolik)
                head.append(tr.ntr(
                    "The partie is {n} korolik of {deals} deals, {total} in all, each player dealing once in "
                    "each korolik; the higher total after the last wins.",
                    "The partie is {n} koroliks of {deals} deals, {total} in all, each player dealing once "
                    "in each korolik; the higher total after the last wins.", koroliks).format(
                    n=koroliks, deals=v.shape.korolik, total=v.shape.deals))
            return head
        if v.shape.match_targets:
            number = len(self._game_winners) + 1
            name, target = self._game(number), v.shape.target(number)
            deal = n - self._game_start
            head = [tr("{game}, deal {deal}.").format(game=name, deal=deal)]
            if full or deal == 1:
                if target % 10 == 1:
                    head.append(tr("The first to reach {target}, that is more than {below}, wins the {game}, "
                                   "the moment he reaches it, in the middle of a deal if need be.").format(
                        target=target, below=target - 1, game=name))
                else:
                    head.append(tr("The first to reach {target} wins the {game}, the moment he reaches it, "
                                   "in the middle of a deal if need be.").format(target=target, game=name))
                if number == 1 and full:
                    names = self._list(tr("the {game} (to {target})").format(game=self._game(i + 1), target=t)
                                       for i, t in enumerate(v.shape.match_targets))
                    head.append(tr("The match is {games}, the totals starting again at 0 for each; the first "
                                   "to win {won} games wins the match.").format(games=names,
                                                                               won=v.shape.games_to_win))
            return head
        if v.shape.goal:  # no set number of deals: the game goes on until a total reaches the target
            if full:
                return [tr("Deal {deal}: the deals go on until a player reaches {target}.").format(
                    deal=n, target=v.shape.goal)]
            return [tr("Deal {deal}.").format(deal=n)]
        if n > v.shape.deals:
            return [tr("Deal {deal}, an extra deal: the totals were equal after {deals}.").format(
                deal=n, deals=v.shape.deals)]
        return [tr("Deal {deal} of {deals}.").format(deal=n, deals=v.shape.deals)]

    def _narrate_deal(self, e: Event, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        elder_share, younger_share = v.talon_shares[0], sum(v.talon_shares[1:])
        talon = sum(v.talon_shares)
        lo, hi = v.elder_exchange
        head = self._deal_head(full)
        korolik = self._korolik
        self._korolik = None
        if korolik is not None:  # the draw for the korolik's deal, told after its number
            _number, dealer = korolik
            head.insert(1, self._by(dealer, tr("The players drew for the deal: you drew the lower card, so "
                                               "you deal first in this korolik."),
                                    tr("The players drew for the deal: {name} drew the lower card, so {name} "
                                       "deals first in this korolik.")))
        if self.dealer is None:
            return [" ".join(head)]
        dealer, elder = self.dealer, 1 - self.dealer
        if full:
            who = self._by2(dealer, elder,
                            tr("You deal, so {other} is elder hand (elder plays first); you are younger "
                               "hand."),
                            tr("{name} deals, so you are elder hand (elder plays first); {name} is younger "
                               "hand."),
                            tr("{name} deals, so {other} is elder hand (elder plays first); {name} is "
                               "younger hand."))
        else:
            who = self._by2(dealer, elder, tr("You deal, so {other} is elder hand."),
                            tr("{name} deals, so you are elder hand."),
                            tr("{name} deals, so {other} is elder hand."))
        first = " ".join([*head, who])
        if not v.exchange:  # the talon out of play
            text = tr("Each player gets {cards} cards; the other {talon} lie face down out of play, seen by "
                      "nobody: there is no exchange.").format(cards=v.hand_size, talon=talon)
            if v.auction:
                text += " " + tr("After carte blanche the players bid for the contract.")
            return [f"{first} {text}"] if not full else [first, text]
        elder_counts = self._exchange_words(lo, min(hi, elder_share))
        if not full:
            return [first + " " + tr("{cards} cards each and a talon of {talon} ({elder} for elder, "
                                     "{younger} for younger); elder exchanges {counts} first.").format(
                cards=v.hand_size, talon=talon, elder=elder_share, younger=younger_share,
                counts=elder_counts)]
        out = [first, tr("Each player gets {cards} cards; the other {talon} lie face down as the talon: the "
                         "top {elder} for elder, the last {younger} for younger.").format(
            cards=v.hand_size, talon=talon, elder=elder_share, younger=younger_share)]
        y_lo = v.younger_min_exchange
        y_hi = v.younger_max_exchange or talon
        values = {"counts": elder_counts, "younger": self._exchange_words(y_lo, y_hi), "least": y_lo}
        if v.exchange_min_taken > 1 or v.younger_max_exchange:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left, {younger} "
                       "cards.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left, {younger} cards."))
        elif y_lo:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left, at least "
                       "{least}.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left, at least {least}."))
        else:
            rule = (tr("Elder must exchange first: put out {counts} cards face down and draw as many from "
                       "the top of the talon; then younger may take what is left.") if lo else
                    tr("Elder exchanges first: put out {counts} cards face down and draw as many from the "
                       "top of the talon; then younger may take what is left."))
        said = [rule.format(**values)]
        if not v.elder_peeks:
            said.append(tr("Nobody may look at the talon before discarding."))
        if v.rest_shown_to_both:
            said.append(tr("The cards nobody takes are turned face up for both to see."))
        if v.blanche_points:
            blanche = {"blanche": self._term("blanche"), "points": v.blanche_points}
            if v.younger_blanche_after_exchange:
                said.append(tr("A hand with no king, queen or jack ({blanche}) counts {points}: elder "
                               "declares it before his exchange, younger after it.").format(**blanche))
            else:
                said.append(tr("A hand with no king, queen or jack ({blanche}) may be declared before that, "
                               "for {points}.").format(**blanche))
        out.append(" ".join(said))
        return out

    def _blanche_rule(self) -> str:
        tr = self.tr
        v = self.variant
        values = {"name": _cap(self._term("blanche")), "points": v.blanche_points}
        if v.younger_blanche_after_exchange:
            return tr("{name}: a hand dealt with no king, queen or jack counts {points}. Elder declares it "
                      "before his exchange and shows it at once; younger declares his after elder's "
                      "exchange, on the cards he was dealt, and shows them.").format(**values)
        if not v.exchange:
            return tr("{name}: a hand dealt with no king, queen or jack counts {points}, declared at once; "
                      "elder shows it at once, younger once elder has spoken.").format(**values)
        return tr("{name}: a hand dealt with no king, queen or jack. Declared before the exchange it counts "
                  "{points}; elder shows it at once, younger only after elder's exchange.").format(**values)

    def _narrate_elder_exchange(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        count = e.info[0] if e.info else 0
        self._elder_took = count
        share = v.talon_shares[0]
        seat = e.seat if e.seat is not None else self.elder
        if seat is None:
            seat = 0
        if count:
            text = [self._by(seat, tr.ntr("Elder's exchange: you put out {n} card face down and drew as many "
                                          "from the top of the talon.",
                                          "Elder's exchange: you put out {n} cards face down and drew as "
                                          "many from the top of the talon.", count),
                             tr.ntr("Elder's exchange: {name} put out {n} card face down and drew as many "
                                    "from the top of the talon.",
                                    "Elder's exchange: {name} put out {n} cards face down and drew as many "
                                    "from the top of the talon.", count), n=count)]
        else:
            text = [self._by(seat, tr("Elder's exchange: you took no card from the talon."),
                             tr("Elder's exchange: {name} took no card from the talon."))]
        left = share - count
        if left > 0:
            dealer = self.dealer if self.dealer is not None else 1 - seat
            if v.elder_peeks:
                text.append(self._by2(seat, dealer, tr.ntr(
                    "The {n} card left of elder's {share} goes to {other}'s share, and you may look at it.",
                    "The {n} cards left of elder's {share} go to {other}'s share, and you may look at them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to your share, and {name} may look at it.",
                    "The {n} cards left of elder's {share} go to your share, and {name} may look at them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to {other}'s share, and {name} may look at "
                    "it.",
                    "The {n} cards left of elder's {share} go to {other}'s share, and {name} may look at "
                    "them.",
                    left), n=left, share=share))
            else:
                text.append(self._by(dealer, tr.ntr(
                    "The {n} card left of elder's {share} goes to your share, face down: nobody looks at it.",
                    "The {n} cards left of elder's {share} go to your share, face down: nobody looks at "
                    "them.",
                    left), tr.ntr(
                    "The {n} card left of elder's {share} goes to {name}'s share, face down: nobody looks at "
                    "it.",
                    "The {n} cards left of elder's {share} go to {name}'s share, face down: nobody looks at "
                    "them.", left), n=left, share=share))
        return " ".join(text)

    def _narrate_younger_exchange(self, e: Event) -> str:
        tr = self.tr
        v = self.variant
        count = e.info[0] if e.info else 0
        seat = e.seat if e.seat is not None else self.dealer
        if seat is None:
            seat = 1
        talon = sum(v.talon_shares)
        if self._elder_took is None:
            return self._by(seat, tr.ntr("Younger's exchange: you took {n} card from the talon.",
                                         "Younger's exchange: you took {n} cards from the talon.", count),
                            tr.ntr("Younger's exchange: {name} took {n} card from the talon.",
                                   "Younger's exchange: {name} took {n} cards from the "
                                   "talon.", count), n=count)
        avail = talon - self._elder_took
        left_by_elder = v.talon_shares[0] - self._elder_took
        own = talon - v.talon_shares[0]
        if left_by_elder:
            source = self._by(1 - seat, tr("first the {left} you left, then younger's own {own}"),
                              tr("first the {left} {name} left, then younger's own {own}"),
                              left=left_by_elder, own=own)
        else:
            source = tr("younger's own {own}").format(own=avail)
        hi = min(avail, v.younger_max_exchange) if v.younger_max_exchange else avail
        values = {"source": source, "avail": avail, "count": count}
        if v.exchange_min_taken > 1 or v.younger_min_exchange or v.younger_max_exchange:
            values["counts"] = self._exchange_words(v.younger_min_exchange, hi)
            if count:
                text = [self._by(seat, tr("Younger's exchange: you could take {counts} of {avail} cards "
                                          "({source}) and took {count}."),
                                 tr("Younger's exchange: {name} could take {counts} of {avail} cards "
                                    "({source}) and took {count}."), **values)]
            else:
                text = [self._by(seat, tr("Younger's exchange: you could take {counts} of {avail} cards "
                                          "({source}) and took none."),
                                 tr("Younger's exchange: {name} could take {counts} of {avail} cards "
                                    "({source}) and took none."), **values)]
        elif count:
            text = [self._by(seat, tr("Younger's exchange: you could take up to {avail} cards ({source}) and "
                                      "took {count}."),
                             tr("Younger's exchange: {name} could take up to {avail} cards ({source}) and "
                                "took {count}."), **values)]
        else:
            text = [self._by(seat, tr("Younger's exchange: you could take up to {avail} cards ({source}) and "
                                      "took none."),
                             tr("Younger's exchange: {name} could take up to {avail} cards ({source}) and "
                                "took none."), **values)]
        rest = avail - count
        if rest:
            if v.rest_shown_to_both:
                if self._viewer is not None:
                    said = tr.ntr("The {n} card nobody took plays no part; it is turned face up for both of "
                                  "you to see.",
                                  "The {n} cards nobody took play no part; they are turned face up for both "
                                  "of you to see.", rest)
                else:
                    said = tr.ntr("The {n} card nobody took plays no part; it is turned face up for both "
                                  "players to see.",
                                  "The {n} cards nobody took play no part; they are turned face up for both "
                                  "players to see.", rest)
            elif self._viewer is not None:
                said = tr.ntr("The {n} card nobody took plays no part; younger chooses whether both of you "
                              "see it or neither does.",
                              "The {n} cards nobody took play no part; younger chooses whether both of you "
                              "see them or neither does.", rest)
            else:
                said = tr.ntr("The {n} card nobody took plays no part; younger chooses whether both players "
                              "see it or neither does.",
                              "The {n} cards nobody took play no part; younger chooses whether both players "
                              "see them or neither does.", rest)
            text.append(said.format(n=rest))
        return " ".join(text)

    def _narrate_point(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        per = tr("1 for each card") if all(v.point_score(n, 0) == n for n in range(1, v.hand_size + 1)) \
            else tr("by the length of the suit")
        answers = tr("{good}, {not_good} or {equal}").format(
            good=self._answer("good"), not_good=self._answer("not-good"), equal=self._answer("equal"))
        values = {"answers": answers, "per": per}
        if v.point_said == "value":
            if not full:
                return [tr("The point: elder says the value of his longest suit; younger answers {answers}; "
                           "the winner scores {per}.").format(**values)]
            out = [tr("The point: elder says the total value of his longest suit ({values}) without naming "
                      "the suit, and younger answers {answers}. The higher value wins (it is always the "
                      "longer suit) and shows its cards; equal, nobody scores. Only the winner scores: "
                      "{per}.").format(
                values=self._values_text(), **values)]
        else:
            if not full:
                return [tr("The point: the longest suit; the winner scores {per}. Elder declares "
                           "first.").format(
                    **values)]
            out = [tr("The point: each player counts the cards of the longest suit in hand. Elder says how "
                      "many, and younger answers {answers}. More cards wins; with as many, the higher value "
                      "wins ({values}). Only the winner scores: "
                      "{per}.").format(values=self._values_text(), **values)]
        if rb:
            bonus = {"name": _cap(self._term("repique")), "blanche": self._term("blanche"), "threshold": rt,
                     "bonus": rb}
            if v.blocking == "declarations":
                out.append(tr("{name}: whoever reaches {threshold} from {blanche} and declarations alone "
                              "scores {bonus} more, if the other has scored nothing in his declarations in "
                              "the deal: it is decided once the sets are over.").format(**bonus))
            else:
                out.append(tr("{name}: whoever reaches {threshold} from {blanche} and declarations alone, "
                              "before the other has scored anything in the deal, scores {bonus} "
                              "more.").format(**bonus))
        return out

    def _values_text(self) -> str:
        v = self.variant
        parts: list[str] = []
        r = 7
        while r >= 0:
            value = v.card_value(r)
            if r <= 3 and value == r + 7:  # the pip cards count their number
                parts.append(self.tr("the others their number"))
                break
            group = [self.words.rank(r)]
            while r - 1 >= 0 and v.card_value(r - 1) == value and not (r - 1 <= 3 and value == r + 6):
                r -= 1
                group.append(self.words.rank(r))
            parts.append(self.tr("{ranks} {value}").format(ranks=self._list(group), value=value))
            r -= 1
        return ", ".join(parts)

    def _seq_table(self) -> str:
        v = self.variant
        return ", ".join(self.tr("{name} ({length}) {score}").format(
            name=self._seq_name(length), length=length, score=v.sequence_scores[length])
            for length in sorted(v.sequence_scores))

    def _narrate_sequences(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        if not full:
            return [tr("Sequences: longer wins, then the higher top card; "
                       "{table}.").format(table=self._seq_table())]
        first = min(v.sequence_scores)
        return [tr("Sequences: {first} or more cards of one suit in a row. Their names and counts: {table}. "
                   "Longer beats shorter, then the higher top card; only the winner scores, counting every "
                   "sequence declared.").format(first=self._number(first), table=self._seq_table())]

    def _narrate_sets(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        low = self._ranks(v.set_min_rank)
        named = ", ".join(tr("{count} of a kind (a {name}) {score}").format(
            count=self._number(size), name=self._set_name(size), score=score)
            for size, score in sorted(v.set_scores.items()))
        if not full:
            return [tr("Sets: {low} or higher; {named}; the bigger set wins, then the higher rank.").format(
                low=low, named=named)]
        if v.set_min_rank:
            return [tr("Sets: cards of one rank, {low} or higher ({lower} and below never count): {named}. "
                       "The bigger set wins, then the higher rank; only the winner scores, counting every "
                       "set declared.").format(low=low, lower=self._ranks(v.set_min_rank - 1), named=named)]
        return [tr("Sets: cards of one rank, {low} or higher: {named}. The bigger set wins, then the higher "
                   "rank; only the winner scores, counting every set declared.").format(low=low, named=named)]

    def _narrate_open_capot(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        values = {"tricks": self._number(v.hand_size), "open": v.open_capot_points, "capot": v.capot_points}
        if not full:
            return [tr("Before the first lead either player may announce an open capot: all {tricks} tricks, "
                       "{open} instead of {capot}.").format(**values)]
        return [tr("Open capot: once the sets are over, before the first card is led, either player may "
                   "announce that he will take all {tricks} tricks. Made, the open capot counts {open} "
                   "instead of the capot's {capot}; failed, it costs nothing. Announce it only with tricks "
                   "you are sure of.").format(**values)]

    def _narrate_play(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        pt, pb, rt, rb = self._thresholds()
        pts = []
        if v.lead_points:
            pts.append(tr("{points} for each trick you lead").format(points=v.lead_points))
        if v.win_own_lead_points and v.win_own_lead_points == v.win_opponent_lead_points:
            pts.append(tr("{points} for each trick you win, whoever led "
                          "it").format(points=v.win_own_lead_points))
        else:
            if v.win_opponent_lead_points:
                pts.append(tr("{points} for each trick you win on the other's lead").format(
                    points=v.win_opponent_lead_points))
            if v.win_own_lead_points:
                pts.append(tr("{points} for each trick you win on your own lead").format(
                    points=v.win_own_lead_points))
        points = self._list(pts) or tr("nothing for the tricks themselves")
        if not v.lead_points and pts:
            points = tr("{points} (nothing for leading)").format(points=points)
        if not full:
            if v.must_head_trick:
                return [tr("Trick play: follow suit, and head the trick if you can; no trumps; "
                           "{points}.").format(
                    points=points)]
            return [tr("Trick play: follow suit if you can; no trumps; {points}.").format(points=points)]
        if self.elder is None:
            out = [tr("Trick play: elder leads first. Follow suit if you can; if not, play any card. There "
                      "are no trumps: the higher card of the suit led wins the trick, and the winner leads "
                      "next. Points: {points}.").format(points=points)]
        else:
            out = [self._by(self.elder, tr("Trick play: you lead first. Follow suit if you can; if not, play "
                                           "any card. There are no trumps: the higher card of the suit led "
                                           "wins the trick, and the winner leads next. Points: {points}."),
                            tr("Trick play: {name} leads first. Follow suit if you can; if not, play any "
                               "card. There are no trumps: the higher card of the suit led wins the trick, "
                               "and the winner leads next. Points: {points}."), points=points)]
        if v.must_head_trick:
            out.append(tr("You must head the trick: following suit, play a card higher than the one led if "
                          "you hold one; a lower card of the suit only when you have no higher."))
        if v.pique_bonus:
            values = {"name": _cap(self._term("pique")), "threshold": pt, "bonus": pb}
            if v.blocking == "declarations":
                out.append(tr("{name}: only elder can. Reaching {threshold}, counting declarations and trick "
                              "points together, before the other has scored anything in his declarations, he "
                              "scores {bonus} more; younger's tricks do not stop it.").format(**values))
            else:
                text = tr("{name}: whoever reaches {threshold}, counting declarations and trick points "
                          "together, before the other has scored anything in the deal, scores {bonus} "
                          "more.").format(**values)
                if v.lead_points:
                    text += " " + tr("Only elder can: elder's first lead scores before younger can win a "
                                     "trick.")
                else:
                    text += " " + tr("Either player can: nothing is scored for leading.")
                out.append(text)
        return out

    def _narrate_count(self, full: bool) -> list[str]:
        tr = self.tr
        v = self.variant
        total = v.hand_size
        most = total // 2 + 1
        won = self._list(self._by(s, tr.ntr("you {n} trick", "you {n} tricks", n),
                                  tr.ntr("{name} {n} trick", "{name} {n} tricks", n), n=n)
                         for s, n in enumerate(self._tricks))
        parts = []
        worth = last_trick_worth(v)
        cards = self._term("cards")
        if v.last_trick_points:
            if worth:
                parts.append(tr("the last trick scores {points} more ({worth} in all)").format(
                    points=v.last_trick_points, worth=worth))
            else:
                parts.append(tr("the last trick scores {points} more").format(points=v.last_trick_points))
        if v.cards_points:
            parts.append(tr("{most} or more tricks score {points} for {cards}").format(
                most=most, points=v.cards_points, cards=cards))
        if v.capot_points:
            if v.capot_cancels_last and v.last_trick_points:
                parts.append(tr("all {total} is capot, {points} instead of {cards} and the last trick's "
                                "{last}").format(total=total, points=v.capot_points, cards=cards,
                                                 last=v.last_trick_points))
            else:
                parts.append(tr("all {total} is capot, {points} instead").format(total=total,
                                                                                points=v.capot_points))
        if v.open_capot_points:
            parts.append(tr("an open capot announced and made {points}").format(points=v.open_capot_points))
        rule = f" {_cap(tr('; ').join(parts))}." if parts else ""
        if not full:
            return [tr("The count: {won}.").format(won=won) + rule]
        text = tr("The count, after the last trick: {won}.").format(won=won) + rule
        if v.cards_points and total % 2 == 0:
            text += " " + tr("With {half} each nobody scores for "
                             "{cards}.").format(half=total // 2, cards=cards)
        return [text]
