from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yokohama_country_enum import check_yokohama_country_enum
from ..models.yokohama_country_enum import YokohamaCountryEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="YokohamaReward")



@_attrs_define
class YokohamaReward:
    """ A reward; only the parts it has are present (amounts are positive).

        Attributes:
            vp (int | Unset): Victory points.
            yen (int | Unset): Yen.
            copper (int | Unset): Copper (trade good).
            silk (int | Unset): Silk (trade good).
            tea (int | Unset): Tea (trade good).
            fish (int | Unset): Fish (trade good).
            goods_choice (int | Unset): Trade goods of the receiver's choice.
            import_ (int | Unset): Imports.
            warehouse (int | Unset): Pieces released from the warehouse.
            movement (int | Unset): Extra president moves.
            foreign_agent (YokohamaCountryEnum | Unset):
     """

    vp: int | Unset = UNSET
    yen: int | Unset = UNSET
    copper: int | Unset = UNSET
    silk: int | Unset = UNSET
    tea: int | Unset = UNSET
    fish: int | Unset = UNSET
    goods_choice: int | Unset = UNSET
    import_: int | Unset = UNSET
    warehouse: int | Unset = UNSET
    movement: int | Unset = UNSET
    foreign_agent: YokohamaCountryEnum | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        vp = self.vp

        yen = self.yen

        copper = self.copper

        silk = self.silk

        tea = self.tea

        fish = self.fish

        goods_choice = self.goods_choice

        import_ = self.import_

        warehouse = self.warehouse

        movement = self.movement

        foreign_agent: str | Unset = UNSET
        if not isinstance(self.foreign_agent, Unset):
            foreign_agent = self.foreign_agent



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if vp is not UNSET:
            field_dict["vp"] = vp
        if yen is not UNSET:
            field_dict["yen"] = yen
        if copper is not UNSET:
            field_dict["copper"] = copper
        if silk is not UNSET:
            field_dict["silk"] = silk
        if tea is not UNSET:
            field_dict["tea"] = tea
        if fish is not UNSET:
            field_dict["fish"] = fish
        if goods_choice is not UNSET:
            field_dict["goods_choice"] = goods_choice
        if import_ is not UNSET:
            field_dict["import"] = import_
        if warehouse is not UNSET:
            field_dict["warehouse"] = warehouse
        if movement is not UNSET:
            field_dict["movement"] = movement
        if foreign_agent is not UNSET:
            field_dict["foreign_agent"] = foreign_agent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        vp = d.pop("vp", UNSET)

        yen = d.pop("yen", UNSET)

        copper = d.pop("copper", UNSET)

        silk = d.pop("silk", UNSET)

        tea = d.pop("tea", UNSET)

        fish = d.pop("fish", UNSET)

        goods_choice = d.pop("goods_choice", UNSET)

        import_ = d.pop("import", UNSET)

        warehouse = d.pop("warehouse", UNSET)

        movement = d.pop("movement", UNSET)

        _foreign_agent = d.pop("foreign_agent", UNSET)
        foreign_agent: YokohamaCountryEnum | Unset
        if isinstance(_foreign_agent,  Unset):
            foreign_agent = UNSET
        else:
            foreign_agent = check_yokohama_country_enum(_foreign_agent)




        yokohama_reward = cls(
            vp=vp,
            yen=yen,
            copper=copper,
            silk=silk,
            tea=tea,
            fish=fish,
            goods_choice=goods_choice,
            import_=import_,
            warehouse=warehouse,
            movement=movement,
            foreign_agent=foreign_agent,
        )

        return yokohama_reward

