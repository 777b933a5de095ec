from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
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





T = TypeVar("T", bound="LegalActionOutput")



@_attrs_define
class LegalActionOutput:
    """ 
        Attributes:
            notation (str): Compact form; submit it as `action`.
            action (YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy |
                YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder |
                YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant |
                YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder
                | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation
                | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom |
                YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech |
                YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia):
     """

    notation: str
    action: YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy | YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder | YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant | YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom | YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech | YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
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
        notation = self.notation

        action: dict[str, Any]
        if isinstance(self.action, YokohamaActionKeepOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionUniversity):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTextile):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionAgent):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionClaim):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionFulfil):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPair):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionReturn):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionMove):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionVia):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTram):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionStation):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionRecall):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuy):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionSell):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionChurch):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPay):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionSource):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionCustoms):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionHire):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionTech):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionLabPay):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionPlaceStation):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionExtraOrder):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuildShop):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionBuildTradingHouse):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionKeepAssistant):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionGood):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionShiftFrom):
            action = self.action.to_dict()
        elif isinstance(self.action, YokohamaActionShiftTo):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "notation": notation,
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        notation = d.pop("notation")

        def _parse_action(data: object) -> YokohamaActionAgent | YokohamaActionBuildShop | YokohamaActionBuildTradingHouse | YokohamaActionBuy | YokohamaActionChurch | YokohamaActionClaim | YokohamaActionCustoms | YokohamaActionExtraOrder | YokohamaActionFulfil | YokohamaActionGood | YokohamaActionHire | YokohamaActionKeepAssistant | YokohamaActionKeepOrder | YokohamaActionLabPay | YokohamaActionMarker | YokohamaActionMove | YokohamaActionOrder | YokohamaActionPair | YokohamaActionPass | YokohamaActionPay | YokohamaActionPlace | YokohamaActionPlaceStation | YokohamaActionRecall | YokohamaActionReturn | YokohamaActionSell | YokohamaActionShiftFrom | YokohamaActionShiftTo | YokohamaActionSource | YokohamaActionStation | YokohamaActionTech | YokohamaActionTextile | YokohamaActionTram | YokohamaActionUniversity | YokohamaActionVia:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_0 = YokohamaActionKeepOrder.from_dict(data)



                return componentsschemas_yokohama_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_1 = YokohamaActionPass.from_dict(data)



                return componentsschemas_yokohama_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_2 = YokohamaActionUniversity.from_dict(data)



                return componentsschemas_yokohama_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_3 = YokohamaActionTextile.from_dict(data)



                return componentsschemas_yokohama_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_4 = YokohamaActionAgent.from_dict(data)



                return componentsschemas_yokohama_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_5 = YokohamaActionClaim.from_dict(data)



                return componentsschemas_yokohama_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_6 = YokohamaActionFulfil.from_dict(data)



                return componentsschemas_yokohama_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_7 = YokohamaActionPlace.from_dict(data)



                return componentsschemas_yokohama_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_8 = YokohamaActionPair.from_dict(data)



                return componentsschemas_yokohama_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_9 = YokohamaActionReturn.from_dict(data)



                return componentsschemas_yokohama_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_10 = YokohamaActionMove.from_dict(data)



                return componentsschemas_yokohama_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_11 = YokohamaActionVia.from_dict(data)



                return componentsschemas_yokohama_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_12 = YokohamaActionTram.from_dict(data)



                return componentsschemas_yokohama_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_13 = YokohamaActionStation.from_dict(data)



                return componentsschemas_yokohama_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_14 = YokohamaActionRecall.from_dict(data)



                return componentsschemas_yokohama_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_15 = YokohamaActionBuy.from_dict(data)



                return componentsschemas_yokohama_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_16 = YokohamaActionSell.from_dict(data)



                return componentsschemas_yokohama_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_17 = YokohamaActionChurch.from_dict(data)



                return componentsschemas_yokohama_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_18 = YokohamaActionPay.from_dict(data)



                return componentsschemas_yokohama_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_19 = YokohamaActionSource.from_dict(data)



                return componentsschemas_yokohama_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_20 = YokohamaActionCustoms.from_dict(data)



                return componentsschemas_yokohama_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_21 = YokohamaActionHire.from_dict(data)



                return componentsschemas_yokohama_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_22 = YokohamaActionTech.from_dict(data)



                return componentsschemas_yokohama_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_23 = YokohamaActionLabPay.from_dict(data)



                return componentsschemas_yokohama_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_24 = YokohamaActionPlaceStation.from_dict(data)



                return componentsschemas_yokohama_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_25 = YokohamaActionOrder.from_dict(data)



                return componentsschemas_yokohama_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_26 = YokohamaActionExtraOrder.from_dict(data)



                return componentsschemas_yokohama_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_27 = YokohamaActionBuildShop.from_dict(data)



                return componentsschemas_yokohama_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_28 = YokohamaActionBuildTradingHouse.from_dict(data)



                return componentsschemas_yokohama_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_29 = YokohamaActionKeepAssistant.from_dict(data)



                return componentsschemas_yokohama_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_30 = YokohamaActionGood.from_dict(data)



                return componentsschemas_yokohama_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_31 = YokohamaActionShiftFrom.from_dict(data)



                return componentsschemas_yokohama_action_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_yokohama_action_type_32 = YokohamaActionShiftTo.from_dict(data)



                return componentsschemas_yokohama_action_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_yokohama_action_type_33 = YokohamaActionMarker.from_dict(data)



            return componentsschemas_yokohama_action_type_33

        action = _parse_action(d.pop("action"))


        legal_action_output = cls(
            notation=notation,
            action=action,
        )


        legal_action_output.additional_properties = d
        return legal_action_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
