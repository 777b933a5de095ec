from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_action_build import ShinjukuActionBuild
  from ..models.shinjuku_action_ceo import ShinjukuActionCeo
  from ..models.shinjuku_action_ceo_stay import ShinjukuActionCeoStay
  from ..models.shinjuku_action_discard import ShinjukuActionDiscard
  from ..models.shinjuku_action_double import ShinjukuActionDouble
  from ..models.shinjuku_action_drop import ShinjukuActionDrop
  from ..models.shinjuku_action_end import ShinjukuActionEnd
  from ..models.shinjuku_action_evict import ShinjukuActionEvict
  from ..models.shinjuku_action_flee import ShinjukuActionFlee
  from ..models.shinjuku_action_free_income import ShinjukuActionFreeIncome
  from ..models.shinjuku_action_go import ShinjukuActionGo
  from ..models.shinjuku_action_income import ShinjukuActionIncome
  from ..models.shinjuku_action_joker import ShinjukuActionJoker
  from ..models.shinjuku_action_kaiju import ShinjukuActionKaiju
  from ..models.shinjuku_action_move import ShinjukuActionMove
  from ..models.shinjuku_action_move_from import ShinjukuActionMoveFrom
  from ..models.shinjuku_action_open import ShinjukuActionOpen
  from ..models.shinjuku_action_open_at import ShinjukuActionOpenAt
  from ..models.shinjuku_action_pay import ShinjukuActionPay
  from ..models.shinjuku_action_rail import ShinjukuActionRail
  from ..models.shinjuku_action_relocate import ShinjukuActionRelocate
  from ..models.shinjuku_action_second import ShinjukuActionSecond
  from ..models.shinjuku_action_shop import ShinjukuActionShop
  from ..models.shinjuku_action_skip_income import ShinjukuActionSkipIncome
  from ..models.shinjuku_action_spend import ShinjukuActionSpend
  from ..models.shinjuku_action_start import ShinjukuActionStart
  from ..models.shinjuku_action_stop import ShinjukuActionStop
  from ..models.shinjuku_action_upgrade import ShinjukuActionUpgrade
  from ..models.shinjuku_action_upgrade_at import ShinjukuActionUpgradeAt
  from ..models.yamatai_action_build import YamataiActionBuild
  from ..models.yamatai_action_buy import YamataiActionBuy
  from ..models.yamatai_action_colour import YamataiActionColour
  from ..models.yamatai_action_dock import YamataiActionDock
  from ..models.yamatai_action_ebisu import YamataiActionEbisu
  from ..models.yamatai_action_fleet import YamataiActionFleet
  from ..models.yamatai_action_hetsuka import YamataiActionHetsuka
  from ..models.yamatai_action_kachiko import YamataiActionKachiko
  from ..models.yamatai_action_michimata import YamataiActionMichimata
  from ..models.yamatai_action_move_boat import YamataiActionMoveBoat
  from ..models.yamatai_action_move_to import YamataiActionMoveTo
  from ..models.yamatai_action_nakatsu import YamataiActionNakatsu
  from ..models.yamatai_action_pass import YamataiActionPass
  from ..models.yamatai_action_peek import YamataiActionPeek
  from ..models.yamatai_action_place import YamataiActionPlace
  from ..models.yamatai_action_put_bottom import YamataiActionPutBottom
  from ..models.yamatai_action_put_top import YamataiActionPutTop
  from ..models.yamatai_action_raijin import YamataiActionRaijin
  from ..models.yamatai_action_recruit import YamataiActionRecruit
  from ..models.yamatai_action_remove_boat import YamataiActionRemoveBoat
  from ..models.yamatai_action_reserve import YamataiActionReserve
  from ..models.yamatai_action_sacred import YamataiActionSacred
  from ..models.yamatai_action_sell import YamataiActionSell
  from ..models.yamatai_action_swap_boat import YamataiActionSwapBoat
  from ..models.yamatai_action_swap_boat_with import YamataiActionSwapBoatWith
  from ..models.yamatai_action_swap_token import YamataiActionSwapToken
  from ..models.yamatai_action_swap_token_with import YamataiActionSwapTokenWith
  from ..models.yamatai_action_take import YamataiActionTake
  from ..models.yokohama_action_agent import YokohamaActionAgent
  from ..models.yokohama_action_build_shop import YokohamaActionBuildShop
  from ..models.yokohama_action_build_trading_house import YokohamaActionBuildTradingHouse
  from ..models.yokohama_action_buy import YokohamaActionBuy
  from ..models.yokohama_action_church import YokohamaActionChurch
  from ..models.yokohama_action_claim import YokohamaActionClaim
  from ..models.yokohama_action_customs import YokohamaActionCustoms
  from ..models.yokohama_action_extra_order import YokohamaActionExtraOrder
  from ..models.yokohama_action_fulfil import YokohamaActionFulfil
  from ..models.yokohama_action_good import YokohamaActionGood
  from ..models.yokohama_action_hire import YokohamaActionHire
  from ..models.yokohama_action_keep_assistant import YokohamaActionKeepAssistant
  from ..models.yokohama_action_keep_order import YokohamaActionKeepOrder
  from ..models.yokohama_action_lab_pay import YokohamaActionLabPay
  from ..models.yokohama_action_marker import YokohamaActionMarker
  from ..models.yokohama_action_move import YokohamaActionMove
  from ..models.yokohama_action_order import YokohamaActionOrder
  from ..models.yokohama_action_pair import YokohamaActionPair
  from ..models.yokohama_action_pass import YokohamaActionPass
  from ..models.yokohama_action_pay import YokohamaActionPay
  from ..models.yokohama_action_place import YokohamaActionPlace
  from ..models.yokohama_action_place_station import YokohamaActionPlaceStation
  from ..models.yokohama_action_recall import YokohamaActionRecall
  from ..models.yokohama_action_return import YokohamaActionReturn
  from ..models.yokohama_action_sell import YokohamaActionSell
  from ..models.yokohama_action_shift_from import YokohamaActionShiftFrom
  from ..models.yokohama_action_shift_to import YokohamaActionShiftTo
  from ..models.yokohama_action_source import YokohamaActionSource
  from ..models.yokohama_action_station import YokohamaActionStation
  from ..models.yokohama_action_tech import YokohamaActionTech
  from ..models.yokohama_action_textile import YokohamaActionTextile
  from ..models.yokohama_action_tram import YokohamaActionTram
  from ..models.yokohama_action_university import YokohamaActionUniversity
  from ..models.yokohama_action_via import YokohamaActionVia





T = TypeVar("T", bound="ActionSubmitInputRequest")



@_attrs_define
class ActionSubmitInputRequest:
    """ A request body object: a field the schema does not list is refused with
    `validation_error` naming it (at any depth), rather than silently ignored, so a typo in an
    optional field's name never passes for its default.

        Attributes:
            expected_seq (int): The seq your decision is based on (legal actions' `seq`); `stale_state` if the match has
                moved on.
            action (ShinjukuActionBuild | ShinjukuActionCeo | ShinjukuActionCeoStay | ShinjukuActionDiscard |
                ShinjukuActionDouble | ShinjukuActionDrop | ShinjukuActionEnd | ShinjukuActionEvict | ShinjukuActionFlee |
                ShinjukuActionFreeIncome | ShinjukuActionGo | ShinjukuActionIncome | ShinjukuActionJoker | ShinjukuActionKaiju |
                ShinjukuActionMove | ShinjukuActionMoveFrom | ShinjukuActionOpen | ShinjukuActionOpenAt | ShinjukuActionPay |
                ShinjukuActionRail | ShinjukuActionRelocate | ShinjukuActionSecond | ShinjukuActionShop |
                ShinjukuActionSkipIncome | ShinjukuActionSpend | ShinjukuActionStart | ShinjukuActionStop |
                ShinjukuActionUpgrade | ShinjukuActionUpgradeAt | str | YamataiActionBuild | YamataiActionBuy |
                YamataiActionColour | YamataiActionDock | YamataiActionEbisu | YamataiActionFleet | YamataiActionHetsuka |
                YamataiActionKachiko | YamataiActionMichimata | YamataiActionMoveBoat | YamataiActionMoveTo |
                YamataiActionNakatsu | YamataiActionPass | YamataiActionPeek | YamataiActionPlace | YamataiActionPutBottom |
                YamataiActionPutTop | YamataiActionRaijin | YamataiActionRecruit | YamataiActionRemoveBoat |
                YamataiActionReserve | YamataiActionSacred | YamataiActionSell | YamataiActionSwapBoat |
                YamataiActionSwapBoatWith | YamataiActionSwapToken | YamataiActionSwapTokenWith | YamataiActionTake |
                YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy |
                YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder |
                YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant |
                YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder
                | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation
                | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom |
                YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech |
                YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia): The action's
                notation string, exactly as listed (no surrounding whitespace), or its structured form (from legal actions).
     """

    expected_seq: int
    action: ShinjukuActionBuild | ShinjukuActionCeo | ShinjukuActionCeoStay | ShinjukuActionDiscard | ShinjukuActionDouble | ShinjukuActionDrop | ShinjukuActionEnd | ShinjukuActionEvict | ShinjukuActionFlee | ShinjukuActionFreeIncome | ShinjukuActionGo | ShinjukuActionIncome | ShinjukuActionJoker | ShinjukuActionKaiju | ShinjukuActionMove | ShinjukuActionMoveFrom | ShinjukuActionOpen | ShinjukuActionOpenAt | ShinjukuActionPay | ShinjukuActionRail | ShinjukuActionRelocate | ShinjukuActionSecond | ShinjukuActionShop | ShinjukuActionSkipIncome | ShinjukuActionSpend | ShinjukuActionStart | ShinjukuActionStop | ShinjukuActionUpgrade | ShinjukuActionUpgradeAt | str | YamataiActionBuild | YamataiActionBuy | YamataiActionColour | YamataiActionDock | YamataiActionEbisu | YamataiActionFleet | YamataiActionHetsuka | YamataiActionKachiko | YamataiActionMichimata | YamataiActionMoveBoat | YamataiActionMoveTo | YamataiActionNakatsu | YamataiActionPass | YamataiActionPeek | YamataiActionPlace | YamataiActionPutBottom | YamataiActionPutTop | YamataiActionRaijin | YamataiActionRecruit | YamataiActionRemoveBoat | YamataiActionReserve | YamataiActionSacred | YamataiActionSell | YamataiActionSwapBoat | YamataiActionSwapBoatWith | YamataiActionSwapToken | YamataiActionSwapTokenWith | YamataiActionTake | YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy | YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder | YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant | YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom | YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech | YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_action_build import ShinjukuActionBuild # noqa: PLC0415
        from ..models.shinjuku_action_ceo import ShinjukuActionCeo # noqa: PLC0415
        from ..models.shinjuku_action_ceo_stay import ShinjukuActionCeoStay # noqa: PLC0415
        from ..models.shinjuku_action_discard import ShinjukuActionDiscard # noqa: PLC0415
        from ..models.shinjuku_action_double import ShinjukuActionDouble # noqa: PLC0415
        from ..models.shinjuku_action_drop import ShinjukuActionDrop # noqa: PLC0415
        from ..models.shinjuku_action_end import ShinjukuActionEnd # noqa: PLC0415
        from ..models.shinjuku_action_evict import ShinjukuActionEvict # noqa: PLC0415
        from ..models.shinjuku_action_flee import ShinjukuActionFlee # noqa: PLC0415
        from ..models.shinjuku_action_free_income import ShinjukuActionFreeIncome # noqa: PLC0415
        from ..models.shinjuku_action_go import ShinjukuActionGo # noqa: PLC0415
        from ..models.shinjuku_action_income import ShinjukuActionIncome # noqa: PLC0415
        from ..models.shinjuku_action_joker import ShinjukuActionJoker # noqa: PLC0415
        from ..models.shinjuku_action_kaiju import ShinjukuActionKaiju # noqa: PLC0415
        from ..models.shinjuku_action_move import ShinjukuActionMove # noqa: PLC0415
        from ..models.shinjuku_action_move_from import ShinjukuActionMoveFrom # noqa: PLC0415
        from ..models.shinjuku_action_open import ShinjukuActionOpen # noqa: PLC0415
        from ..models.shinjuku_action_open_at import ShinjukuActionOpenAt # noqa: PLC0415
        from ..models.shinjuku_action_pay import ShinjukuActionPay # noqa: PLC0415
        from ..models.shinjuku_action_rail import ShinjukuActionRail # noqa: PLC0415
        from ..models.shinjuku_action_relocate import ShinjukuActionRelocate # noqa: PLC0415
        from ..models.shinjuku_action_second import ShinjukuActionSecond # noqa: PLC0415
        from ..models.shinjuku_action_shop import ShinjukuActionShop # noqa: PLC0415
        from ..models.shinjuku_action_skip_income import ShinjukuActionSkipIncome # noqa: PLC0415
        from ..models.shinjuku_action_spend import ShinjukuActionSpend # noqa: PLC0415
        from ..models.shinjuku_action_start import ShinjukuActionStart # noqa: PLC0415
        from ..models.shinjuku_action_stop import ShinjukuActionStop # noqa: PLC0415
        from ..models.shinjuku_action_upgrade import ShinjukuActionUpgrade # noqa: PLC0415
        from ..models.shinjuku_action_upgrade_at import ShinjukuActionUpgradeAt # noqa: PLC0415
        from ..models.yamatai_action_build import YamataiActionBuild # noqa: PLC0415
        from ..models.yamatai_action_buy import YamataiActionBuy # noqa: PLC0415
        from ..models.yamatai_action_colour import YamataiActionColour # noqa: PLC0415
        from ..models.yamatai_action_dock import YamataiActionDock # noqa: PLC0415
        from ..models.yamatai_action_ebisu import YamataiActionEbisu # noqa: PLC0415
        from ..models.yamatai_action_fleet import YamataiActionFleet # noqa: PLC0415
        from ..models.yamatai_action_hetsuka import YamataiActionHetsuka # noqa: PLC0415
        from ..models.yamatai_action_kachiko import YamataiActionKachiko # noqa: PLC0415
        from ..models.yamatai_action_michimata import YamataiActionMichimata # noqa: PLC0415
        from ..models.yamatai_action_move_boat import YamataiActionMoveBoat # noqa: PLC0415
        from ..models.yamatai_action_move_to import YamataiActionMoveTo # noqa: PLC0415
        from ..models.yamatai_action_nakatsu import YamataiActionNakatsu # noqa: PLC0415
        from ..models.yamatai_action_pass import YamataiActionPass # noqa: PLC0415
        from ..models.yamatai_action_peek import YamataiActionPeek # noqa: PLC0415
        from ..models.yamatai_action_place import YamataiActionPlace # noqa: PLC0415
        from ..models.yamatai_action_put_bottom import YamataiActionPutBottom # noqa: PLC0415
        from ..models.yamatai_action_put_top import YamataiActionPutTop # noqa: PLC0415
        from ..models.yamatai_action_raijin import YamataiActionRaijin # noqa: PLC0415
        from ..models.yamatai_action_recruit import YamataiActionRecruit # noqa: PLC0415
        from ..models.yamatai_action_remove_boat import YamataiActionRemoveBoat # noqa: PLC0415
        from ..models.yamatai_action_reserve import YamataiActionReserve # noqa: PLC0415
        from ..models.yamatai_action_sacred import YamataiActionSacred # noqa: PLC0415
        from ..models.yamatai_action_sell import YamataiActionSell # noqa: PLC0415
        from ..models.yamatai_action_swap_boat import YamataiActionSwapBoat # noqa: PLC0415
        from ..models.yamatai_action_swap_boat_with import YamataiActionSwapBoatWith # noqa: PLC0415
        from ..models.yamatai_action_swap_token import YamataiActionSwapToken # noqa: PLC0415
        from ..models.yamatai_action_swap_token_with import YamataiActionSwapTokenWith # noqa: PLC0415
        from ..models.yamatai_action_take import YamataiActionTake # noqa: PLC0415
        from ..models.yokohama_action_agent import YokohamaActionAgent # noqa: PLC0415
        from ..models.yokohama_action_build_shop import YokohamaActionBuildShop # noqa: PLC0415
        from ..models.yokohama_action_build_trading_house import YokohamaActionBuildTradingHouse # noqa: PLC0415
        from ..models.yokohama_action_buy import YokohamaActionBuy # noqa: PLC0415
        from ..models.yokohama_action_church import YokohamaActionChurch # noqa: PLC0415
        from ..models.yokohama_action_claim import YokohamaActionClaim # noqa: PLC0415
        from ..models.yokohama_action_customs import YokohamaActionCustoms # noqa: PLC0415
        from ..models.yokohama_action_extra_order import YokohamaActionExtraOrder # noqa: PLC0415
        from ..models.yokohama_action_fulfil import YokohamaActionFulfil # noqa: PLC0415
        from ..models.yokohama_action_good import YokohamaActionGood # noqa: PLC0415
        from ..models.yokohama_action_hire import YokohamaActionHire # noqa: PLC0415
        from ..models.yokohama_action_keep_assistant import YokohamaActionKeepAssistant # noqa: PLC0415
        from ..models.yokohama_action_keep_order import YokohamaActionKeepOrder # noqa: PLC0415
        from ..models.yokohama_action_lab_pay import YokohamaActionLabPay # noqa: PLC0415
        from ..models.yokohama_action_marker import YokohamaActionMarker # noqa: PLC0415
        from ..models.yokohama_action_move import YokohamaActionMove # noqa: PLC0415
        from ..models.yokohama_action_order import YokohamaActionOrder # noqa: PLC0415
        from ..models.yokohama_action_pair import YokohamaActionPair # noqa: PLC0415
        from ..models.yokohama_action_pass import YokohamaActionPass # noqa: PLC0415
        from ..models.yokohama_action_pay import YokohamaActionPay # noqa: PLC0415
        from ..models.yokohama_action_place import YokohamaActionPlace # noqa: PLC0415
        from ..models.yokohama_action_place_station import YokohamaActionPlaceStation # noqa: PLC0415
        from ..models.yokohama_action_recall import YokohamaActionRecall # noqa: PLC0415
        from ..models.yokohama_action_return import YokohamaActionReturn # noqa: PLC0415
        from ..models.yokohama_action_sell import YokohamaActionSell # noqa: PLC0415
        from ..models.yokohama_action_shift_from import YokohamaActionShiftFrom # noqa: PLC0415
        from ..models.yokohama_action_shift_to import YokohamaActionShiftTo # noqa: PLC0415
        from ..models.yokohama_action_source import YokohamaActionSource # noqa: PLC0415
        from ..models.yokohama_action_station import YokohamaActionStation # noqa: PLC0415
        from ..models.yokohama_action_tech import YokohamaActionTech # noqa: PLC0415
        from ..models.yokohama_action_textile import YokohamaActionTextile # noqa: PLC0415
        from ..models.yokohama_action_tram import YokohamaActionTram # noqa: PLC0415
        from ..models.yokohama_action_university import YokohamaActionUniversity # noqa: PLC0415
        from ..models.yokohama_action_via import YokohamaActionVia # noqa: PLC0415
        expected_seq = self.expected_seq

        action: dict[str, Any] | str
        if isinstance(self.action, ShinjukuActionDrop):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionEvict):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionBuild):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionRecruit):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionExtraOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionLabPay):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionRecall):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionCeo):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionDiscard):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionDouble):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionFlee):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionGo):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionKaiju):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionMoveFrom):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionOpenAt):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionPay):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionRail):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionRelocate):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionSecond):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionShop):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionSpend):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionStart):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionUpgradeAt):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionBuy):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionColour):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionDock):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionEbisu):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionFleet):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionHetsuka):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionKachiko):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionMichimata):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionMoveBoat):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionMoveTo):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionNakatsu):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionPutBottom):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionPutTop):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionRaijin):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionRemoveBoat):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionReserve):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSacred):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSell):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSwapBoat):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSwapBoatWith):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSwapToken):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionSwapTokenWith):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionTake):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionAgent):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuildShop):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuy):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionChurch):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionClaim):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionCustoms):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionFulfil):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionGood):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionHire):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionKeepOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionMarker):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionMove):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPair):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPay):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPlaceStation):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionSell):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionShiftFrom):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionShiftTo):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionSource):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTech):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTram):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionVia):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionBuild):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionCeoStay):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionEnd):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionFreeIncome):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionIncome):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionJoker):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionMove):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionOpen):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionSkipIncome):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionStop):
            action = self.action.to_dict()
        elif isinstance(self.action, ShinjukuActionUpgrade):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, YamataiActionPeek):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuildTradingHouse):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionKeepAssistant):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionReturn):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionStation):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTextile):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionUniversity):
            action = self.action.to_dict()
        else:
            action = self.action


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "expected_seq": expected_seq,
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_action_build import ShinjukuActionBuild # noqa: PLC0415
        from ..models.shinjuku_action_ceo import ShinjukuActionCeo # noqa: PLC0415
        from ..models.shinjuku_action_ceo_stay import ShinjukuActionCeoStay # noqa: PLC0415
        from ..models.shinjuku_action_discard import ShinjukuActionDiscard # noqa: PLC0415
        from ..models.shinjuku_action_double import ShinjukuActionDouble # noqa: PLC0415
        from ..models.shinjuku_action_drop import ShinjukuActionDrop # noqa: PLC0415
        from ..models.shinjuku_action_end import ShinjukuActionEnd # noqa: PLC0415
        from ..models.shinjuku_action_evict import ShinjukuActionEvict # noqa: PLC0415
        from ..models.shinjuku_action_flee import ShinjukuActionFlee # noqa: PLC0415
        from ..models.shinjuku_action_free_income import ShinjukuActionFreeIncome # noqa: PLC0415
        from ..models.shinjuku_action_go import ShinjukuActionGo # noqa: PLC0415
        from ..models.shinjuku_action_income import ShinjukuActionIncome # noqa: PLC0415
        from ..models.shinjuku_action_joker import ShinjukuActionJoker # noqa: PLC0415
        from ..models.shinjuku_action_kaiju import ShinjukuActionKaiju # noqa: PLC0415
        from ..models.shinjuku_action_move import ShinjukuActionMove # noqa: PLC0415
        from ..models.shinjuku_action_move_from import ShinjukuActionMoveFrom # noqa: PLC0415
        from ..models.shinjuku_action_open import ShinjukuActionOpen # noqa: PLC0415
        from ..models.shinjuku_action_open_at import ShinjukuActionOpenAt # noqa: PLC0415
        from ..models.shinjuku_action_pay import ShinjukuActionPay # noqa: PLC0415
        from ..models.shinjuku_action_rail import ShinjukuActionRail # noqa: PLC0415
        from ..models.shinjuku_action_relocate import ShinjukuActionRelocate # noqa: PLC0415
        from ..models.shinjuku_action_second import ShinjukuActionSecond # noqa: PLC0415
        from ..models.shinjuku_action_shop import ShinjukuActionShop # noqa: PLC0415
        from ..models.shinjuku_action_skip_income import ShinjukuActionSkipIncome # noqa: PLC0415
        from ..models.shinjuku_action_spend import ShinjukuActionSpend # noqa: PLC0415
        from ..models.shinjuku_action_start import ShinjukuActionStart # noqa: PLC0415
        from ..models.shinjuku_action_stop import ShinjukuActionStop # noqa: PLC0415
        from ..models.shinjuku_action_upgrade import ShinjukuActionUpgrade # noqa: PLC0415
        from ..models.shinjuku_action_upgrade_at import ShinjukuActionUpgradeAt # noqa: PLC0415
        from ..models.yamatai_action_build import YamataiActionBuild # noqa: PLC0415
        from ..models.yamatai_action_buy import YamataiActionBuy # noqa: PLC0415
        from ..models.yamatai_action_colour import YamataiActionColour # noqa: PLC0415
        from ..models.yamatai_action_dock import YamataiActionDock # noqa: PLC0415
        from ..models.yamatai_action_ebisu import YamataiActionEbisu # noqa: PLC0415
        from ..models.yamatai_action_fleet import YamataiActionFleet # noqa: PLC0415
        from ..models.yamatai_action_hetsuka import YamataiActionHetsuka # noqa: PLC0415
        from ..models.yamatai_action_kachiko import YamataiActionKachiko # noqa: PLC0415
        from ..models.yamatai_action_michimata import YamataiActionMichimata # noqa: PLC0415
        from ..models.yamatai_action_move_boat import YamataiActionMoveBoat # noqa: PLC0415
        from ..models.yamatai_action_move_to import YamataiActionMoveTo # noqa: PLC0415
        from ..models.yamatai_action_nakatsu import YamataiActionNakatsu # noqa: PLC0415
        from ..models.yamatai_action_pass import YamataiActionPass # noqa: PLC0415
        from ..models.yamatai_action_peek import YamataiActionPeek # noqa: PLC0415
        from ..models.yamatai_action_place import YamataiActionPlace # noqa: PLC0415
        from ..models.yamatai_action_put_bottom import YamataiActionPutBottom # noqa: PLC0415
        from ..models.yamatai_action_put_top import YamataiActionPutTop # noqa: PLC0415
        from ..models.yamatai_action_raijin import YamataiActionRaijin # noqa: PLC0415
        from ..models.yamatai_action_recruit import YamataiActionRecruit # noqa: PLC0415
        from ..models.yamatai_action_remove_boat import YamataiActionRemoveBoat # noqa: PLC0415
        from ..models.yamatai_action_reserve import YamataiActionReserve # noqa: PLC0415
        from ..models.yamatai_action_sacred import YamataiActionSacred # noqa: PLC0415
        from ..models.yamatai_action_sell import YamataiActionSell # noqa: PLC0415
        from ..models.yamatai_action_swap_boat import YamataiActionSwapBoat # noqa: PLC0415
        from ..models.yamatai_action_swap_boat_with import YamataiActionSwapBoatWith # noqa: PLC0415
        from ..models.yamatai_action_swap_token import YamataiActionSwapToken # noqa: PLC0415
        from ..models.yamatai_action_swap_token_with import YamataiActionSwapTokenWith # noqa: PLC0415
        from ..models.yamatai_action_take import YamataiActionTake # noqa: PLC0415
        from ..models.yokohama_action_agent import YokohamaActionAgent # noqa: PLC0415
        from ..models.yokohama_action_build_shop import YokohamaActionBuildShop # noqa: PLC0415
        from ..models.yokohama_action_build_trading_house import YokohamaActionBuildTradingHouse # noqa: PLC0415
        from ..models.yokohama_action_buy import YokohamaActionBuy # noqa: PLC0415
        from ..models.yokohama_action_church import YokohamaActionChurch # noqa: PLC0415
        from ..models.yokohama_action_claim import YokohamaActionClaim # noqa: PLC0415
        from ..models.yokohama_action_customs import YokohamaActionCustoms # noqa: PLC0415
        from ..models.yokohama_action_extra_order import YokohamaActionExtraOrder # noqa: PLC0415
        from ..models.yokohama_action_fulfil import YokohamaActionFulfil # noqa: PLC0415
        from ..models.yokohama_action_good import YokohamaActionGood # noqa: PLC0415
        from ..models.yokohama_action_hire import YokohamaActionHire # noqa: PLC0415
        from ..models.yokohama_action_keep_assistant import YokohamaActionKeepAssistant # noqa: PLC0415
        from ..models.yokohama_action_keep_order import YokohamaActionKeepOrder # noqa: PLC0415
        from ..models.yokohama_action_lab_pay import YokohamaActionLabPay # noqa: PLC0415
        from ..models.yokohama_action_marker import YokohamaActionMarker # noqa: PLC0415
        from ..models.yokohama_action_move import YokohamaActionMove # noqa: PLC0415
        from ..models.yokohama_action_order import YokohamaActionOrder # noqa: PLC0415
        from ..models.yokohama_action_pair import YokohamaActionPair # noqa: PLC0415
        from ..models.yokohama_action_pass import YokohamaActionPass # noqa: PLC0415
        from ..models.yokohama_action_pay import YokohamaActionPay # noqa: PLC0415
        from ..models.yokohama_action_place import YokohamaActionPlace # noqa: PLC0415
        from ..models.yokohama_action_place_station import YokohamaActionPlaceStation # noqa: PLC0415
        from ..models.yokohama_action_recall import YokohamaActionRecall # noqa: PLC0415
        from ..models.yokohama_action_return import YokohamaActionReturn # noqa: PLC0415
        from ..models.yokohama_action_sell import YokohamaActionSell # noqa: PLC0415
        from ..models.yokohama_action_shift_from import YokohamaActionShiftFrom # noqa: PLC0415
        from ..models.yokohama_action_shift_to import YokohamaActionShiftTo # noqa: PLC0415
        from ..models.yokohama_action_source import YokohamaActionSource # noqa: PLC0415
        from ..models.yokohama_action_station import YokohamaActionStation # noqa: PLC0415
        from ..models.yokohama_action_tech import YokohamaActionTech # noqa: PLC0415
        from ..models.yokohama_action_textile import YokohamaActionTextile # noqa: PLC0415
        from ..models.yokohama_action_tram import YokohamaActionTram # noqa: PLC0415
        from ..models.yokohama_action_university import YokohamaActionUniversity # noqa: PLC0415
        from ..models.yokohama_action_via import YokohamaActionVia # noqa: PLC0415
        d = dict(src_dict)
        expected_seq = d.pop("expected_seq")

        def _parse_action(data: object) -> ShinjukuActionBuild | ShinjukuActionCeo | ShinjukuActionCeoStay | ShinjukuActionDiscard | ShinjukuActionDouble | ShinjukuActionDrop | ShinjukuActionEnd | ShinjukuActionEvict | ShinjukuActionFlee | ShinjukuActionFreeIncome | ShinjukuActionGo | ShinjukuActionIncome | ShinjukuActionJoker | ShinjukuActionKaiju | ShinjukuActionMove | ShinjukuActionMoveFrom | ShinjukuActionOpen | ShinjukuActionOpenAt | ShinjukuActionPay | ShinjukuActionRail | ShinjukuActionRelocate | ShinjukuActionSecond | ShinjukuActionShop | ShinjukuActionSkipIncome | ShinjukuActionSpend | ShinjukuActionStart | ShinjukuActionStop | ShinjukuActionUpgrade | ShinjukuActionUpgradeAt | str | YamataiActionBuild | YamataiActionBuy | YamataiActionColour | YamataiActionDock | YamataiActionEbisu | YamataiActionFleet | YamataiActionHetsuka | YamataiActionKachiko | YamataiActionMichimata | YamataiActionMoveBoat | YamataiActionMoveTo | YamataiActionNakatsu | YamataiActionPass | YamataiActionPeek | YamataiActionPlace | YamataiActionPutBottom | YamataiActionPutTop | YamataiActionRaijin | YamataiActionRecruit | YamataiActionRemoveBoat | YamataiActionReserve | YamataiActionSacred | YamataiActionSell | YamataiActionSwapBoat | YamataiActionSwapBoatWith | YamataiActionSwapToken | YamataiActionSwapTokenWith | YamataiActionTake | YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy | YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder | YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant | YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom | YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech | YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_0 = ShinjukuActionDrop.from_dict(data)



                return componentsschemas_game_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_1 = ShinjukuActionEvict.from_dict(data)



                return componentsschemas_game_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_2 = YamataiActionBuild.from_dict(data)



                return componentsschemas_game_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_3 = YamataiActionPlace.from_dict(data)



                return componentsschemas_game_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_4 = YamataiActionRecruit.from_dict(data)



                return componentsschemas_game_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_5 = YokohamaActionExtraOrder.from_dict(data)



                return componentsschemas_game_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_6 = YokohamaActionLabPay.from_dict(data)



                return componentsschemas_game_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_7 = YokohamaActionRecall.from_dict(data)



                return componentsschemas_game_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_8 = ShinjukuActionCeo.from_dict(data)



                return componentsschemas_game_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_9 = ShinjukuActionDiscard.from_dict(data)



                return componentsschemas_game_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_10 = ShinjukuActionDouble.from_dict(data)



                return componentsschemas_game_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_11 = ShinjukuActionFlee.from_dict(data)



                return componentsschemas_game_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_12 = ShinjukuActionGo.from_dict(data)



                return componentsschemas_game_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_13 = ShinjukuActionKaiju.from_dict(data)



                return componentsschemas_game_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_14 = ShinjukuActionMoveFrom.from_dict(data)



                return componentsschemas_game_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_15 = ShinjukuActionOpenAt.from_dict(data)



                return componentsschemas_game_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_16 = ShinjukuActionPay.from_dict(data)



                return componentsschemas_game_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_17 = ShinjukuActionRail.from_dict(data)



                return componentsschemas_game_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_18 = ShinjukuActionRelocate.from_dict(data)



                return componentsschemas_game_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_19 = ShinjukuActionSecond.from_dict(data)



                return componentsschemas_game_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_20 = ShinjukuActionShop.from_dict(data)



                return componentsschemas_game_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_21 = ShinjukuActionSpend.from_dict(data)



                return componentsschemas_game_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_22 = ShinjukuActionStart.from_dict(data)



                return componentsschemas_game_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_23 = ShinjukuActionUpgradeAt.from_dict(data)



                return componentsschemas_game_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_24 = YamataiActionBuy.from_dict(data)



                return componentsschemas_game_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_25 = YamataiActionColour.from_dict(data)



                return componentsschemas_game_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_26 = YamataiActionDock.from_dict(data)



                return componentsschemas_game_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_27 = YamataiActionEbisu.from_dict(data)



                return componentsschemas_game_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_28 = YamataiActionFleet.from_dict(data)



                return componentsschemas_game_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_29 = YamataiActionHetsuka.from_dict(data)



                return componentsschemas_game_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_30 = YamataiActionKachiko.from_dict(data)



                return componentsschemas_game_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_31 = YamataiActionMichimata.from_dict(data)



                return componentsschemas_game_action_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_32 = YamataiActionMoveBoat.from_dict(data)



                return componentsschemas_game_action_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_33 = YamataiActionMoveTo.from_dict(data)



                return componentsschemas_game_action_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_34 = YamataiActionNakatsu.from_dict(data)



                return componentsschemas_game_action_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_35 = YamataiActionPutBottom.from_dict(data)



                return componentsschemas_game_action_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_36 = YamataiActionPutTop.from_dict(data)



                return componentsschemas_game_action_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_37 = YamataiActionRaijin.from_dict(data)



                return componentsschemas_game_action_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_38 = YamataiActionRemoveBoat.from_dict(data)



                return componentsschemas_game_action_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_39 = YamataiActionReserve.from_dict(data)



                return componentsschemas_game_action_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_40 = YamataiActionSacred.from_dict(data)



                return componentsschemas_game_action_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_41 = YamataiActionSell.from_dict(data)



                return componentsschemas_game_action_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_42 = YamataiActionSwapBoat.from_dict(data)



                return componentsschemas_game_action_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_43 = YamataiActionSwapBoatWith.from_dict(data)



                return componentsschemas_game_action_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_44 = YamataiActionSwapToken.from_dict(data)



                return componentsschemas_game_action_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_45 = YamataiActionSwapTokenWith.from_dict(data)



                return componentsschemas_game_action_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_46 = YamataiActionTake.from_dict(data)



                return componentsschemas_game_action_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_47 = YokohamaActionAgent.from_dict(data)



                return componentsschemas_game_action_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_48 = YokohamaActionBuildShop.from_dict(data)



                return componentsschemas_game_action_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_49 = YokohamaActionBuy.from_dict(data)



                return componentsschemas_game_action_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_50 = YokohamaActionChurch.from_dict(data)



                return componentsschemas_game_action_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_51 = YokohamaActionClaim.from_dict(data)



                return componentsschemas_game_action_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_52 = YokohamaActionCustoms.from_dict(data)



                return componentsschemas_game_action_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_53 = YokohamaActionFulfil.from_dict(data)



                return componentsschemas_game_action_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_54 = YokohamaActionGood.from_dict(data)



                return componentsschemas_game_action_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_55 = YokohamaActionHire.from_dict(data)



                return componentsschemas_game_action_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_56 = YokohamaActionKeepOrder.from_dict(data)



                return componentsschemas_game_action_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_57 = YokohamaActionMarker.from_dict(data)



                return componentsschemas_game_action_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_58 = YokohamaActionMove.from_dict(data)



                return componentsschemas_game_action_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_59 = YokohamaActionOrder.from_dict(data)



                return componentsschemas_game_action_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_60 = YokohamaActionPair.from_dict(data)



                return componentsschemas_game_action_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_61 = YokohamaActionPay.from_dict(data)



                return componentsschemas_game_action_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_62 = YokohamaActionPlace.from_dict(data)



                return componentsschemas_game_action_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_63 = YokohamaActionPlaceStation.from_dict(data)



                return componentsschemas_game_action_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_64 = YokohamaActionSell.from_dict(data)



                return componentsschemas_game_action_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_65 = YokohamaActionShiftFrom.from_dict(data)



                return componentsschemas_game_action_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_66 = YokohamaActionShiftTo.from_dict(data)



                return componentsschemas_game_action_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_67 = YokohamaActionSource.from_dict(data)



                return componentsschemas_game_action_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_68 = YokohamaActionTech.from_dict(data)



                return componentsschemas_game_action_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_69 = YokohamaActionTram.from_dict(data)



                return componentsschemas_game_action_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_70 = YokohamaActionVia.from_dict(data)



                return componentsschemas_game_action_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_71 = ShinjukuActionBuild.from_dict(data)



                return componentsschemas_game_action_type_71
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_72 = ShinjukuActionCeoStay.from_dict(data)



                return componentsschemas_game_action_type_72
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_73 = ShinjukuActionEnd.from_dict(data)



                return componentsschemas_game_action_type_73
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_74 = ShinjukuActionFreeIncome.from_dict(data)



                return componentsschemas_game_action_type_74
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_75 = ShinjukuActionIncome.from_dict(data)



                return componentsschemas_game_action_type_75
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_76 = ShinjukuActionJoker.from_dict(data)



                return componentsschemas_game_action_type_76
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_77 = ShinjukuActionMove.from_dict(data)



                return componentsschemas_game_action_type_77
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_78 = ShinjukuActionOpen.from_dict(data)



                return componentsschemas_game_action_type_78
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_79 = ShinjukuActionSkipIncome.from_dict(data)



                return componentsschemas_game_action_type_79
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_80 = ShinjukuActionStop.from_dict(data)



                return componentsschemas_game_action_type_80
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_81 = ShinjukuActionUpgrade.from_dict(data)



                return componentsschemas_game_action_type_81
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_82 = YamataiActionPass.from_dict(data)



                return componentsschemas_game_action_type_82
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_83 = YamataiActionPeek.from_dict(data)



                return componentsschemas_game_action_type_83
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_84 = YokohamaActionBuildTradingHouse.from_dict(data)



                return componentsschemas_game_action_type_84
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_85 = YokohamaActionKeepAssistant.from_dict(data)



                return componentsschemas_game_action_type_85
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_86 = YokohamaActionPass.from_dict(data)



                return componentsschemas_game_action_type_86
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_87 = YokohamaActionReturn.from_dict(data)



                return componentsschemas_game_action_type_87
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_88 = YokohamaActionStation.from_dict(data)



                return componentsschemas_game_action_type_88
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_89 = YokohamaActionTextile.from_dict(data)



                return componentsschemas_game_action_type_89
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_action_type_90 = YokohamaActionUniversity.from_dict(data)



                return componentsschemas_game_action_type_90
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ShinjukuActionBuild | ShinjukuActionCeo | ShinjukuActionCeoStay | ShinjukuActionDiscard | ShinjukuActionDouble | ShinjukuActionDrop | ShinjukuActionEnd | ShinjukuActionEvict | ShinjukuActionFlee | ShinjukuActionFreeIncome | ShinjukuActionGo | ShinjukuActionIncome | ShinjukuActionJoker | ShinjukuActionKaiju | ShinjukuActionMove | ShinjukuActionMoveFrom | ShinjukuActionOpen | ShinjukuActionOpenAt | ShinjukuActionPay | ShinjukuActionRail | ShinjukuActionRelocate | ShinjukuActionSecond | ShinjukuActionShop | ShinjukuActionSkipIncome | ShinjukuActionSpend | ShinjukuActionStart | ShinjukuActionStop | ShinjukuActionUpgrade | ShinjukuActionUpgradeAt | str | YamataiActionBuild | YamataiActionBuy | YamataiActionColour | YamataiActionDock | YamataiActionEbisu | YamataiActionFleet | YamataiActionHetsuka | YamataiActionKachiko | YamataiActionMichimata | YamataiActionMoveBoat | YamataiActionMoveTo | YamataiActionNakatsu | YamataiActionPass | YamataiActionPeek | YamataiActionPlace | YamataiActionPutBottom | YamataiActionPutTop | YamataiActionRaijin | YamataiActionRecruit | YamataiActionRemoveBoat | YamataiActionReserve | YamataiActionSacred | YamataiActionSell | YamataiActionSwapBoat | YamataiActionSwapBoatWith | YamataiActionSwapToken | YamataiActionSwapTokenWith | YamataiActionTake | YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy | YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder | YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant | YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom | YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech | YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia, data)

        action = _parse_action(d.pop("action"))


        action_submit_input_request = cls(
            expected_seq=expected_seq,
            action=action,
        )

        return action_submit_input_request

