from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.shinjuku_corporation_order_enum import check_shinjuku_corporation_order_enum
from ..models.shinjuku_corporation_order_enum import ShinjukuCorporationOrderEnum
from ..models.shinjuku_dept_store_relocation_enum import check_shinjuku_dept_store_relocation_enum
from ..models.shinjuku_dept_store_relocation_enum import ShinjukuDeptStoreRelocationEnum
from ..models.shinjuku_end_rule_enum import check_shinjuku_end_rule_enum
from ..models.shinjuku_end_rule_enum import ShinjukuEndRuleEnum
from ..models.shinjuku_free_income_enum import check_shinjuku_free_income_enum
from ..models.shinjuku_free_income_enum import ShinjukuFreeIncomeEnum
from ..models.shinjuku_kaiju_blocks_enum import check_shinjuku_kaiju_blocks_enum
from ..models.shinjuku_kaiju_blocks_enum import ShinjukuKaijuBlocksEnum
from ..models.shinjuku_kaiju_ceo_order_enum import check_shinjuku_kaiju_ceo_order_enum
from ..models.shinjuku_kaiju_ceo_order_enum import ShinjukuKaijuCeoOrderEnum
from ..models.shinjuku_upgrade_customer_after_last_star_enum import check_shinjuku_upgrade_customer_after_last_star_enum
from ..models.shinjuku_upgrade_customer_after_last_star_enum import ShinjukuUpgradeCustomerAfterLastStarEnum
from ..models.shinjuku_upgrade_customer_removed_from_enum import check_shinjuku_upgrade_customer_removed_from_enum
from ..models.shinjuku_upgrade_customer_removed_from_enum import ShinjukuUpgradeCustomerRemovedFromEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ShinjukuOptionsInputRequest")



@_attrs_define
class ShinjukuOptionsInputRequest:
    """ Shinjuku's match options as match_create takes them: omitted ones take their default.

        Attributes:
            ceo (bool | Unset): CEO variant (§9): a car per player makes its ward's cards jokers Default: False.
            kaiju (bool | Unset): Kaiju attack variant (§10) Default: False.
            kaiju_ceo_order (ShinjukuKaijuCeoOrderEnum | Unset):  Default: 'kaiju_first'.
            end_rule (ShinjukuEndRuleEnum | Unset):  Default: 'complete_round'.
            dept_store_relocation (ShinjukuDeptStoreRelocationEnum | Unset):  Default: 'any_station'.
            kaiju_blocks (ShinjukuKaijuBlocksEnum | Unset):  Default: 'move_only'.
            upgrade_customer_removed_from (ShinjukuUpgradeCustomerRemovedFromEnum | Unset):  Default: 'bag_empty'.
            upgrade_customer_after_last_star (ShinjukuUpgradeCustomerAfterLastStarEnum | Unset):  Default: 'queue'.
            free_income (ShinjukuFreeIncomeEnum | Unset):  Default: 'auto'.
            corporations (ShinjukuCorporationOrderEnum | Unset):  Default: 'fuji_rails,onigatetsu,tokyo_skyline,robotrains'.
            start_seat (int | Unset): S24: seat holding the start card; -1 draws it with the seeded RNG Default: -1.
     """

    ceo: bool | Unset = False
    kaiju: bool | Unset = False
    kaiju_ceo_order: ShinjukuKaijuCeoOrderEnum | Unset = 'kaiju_first'
    end_rule: ShinjukuEndRuleEnum | Unset = 'complete_round'
    dept_store_relocation: ShinjukuDeptStoreRelocationEnum | Unset = 'any_station'
    kaiju_blocks: ShinjukuKaijuBlocksEnum | Unset = 'move_only'
    upgrade_customer_removed_from: ShinjukuUpgradeCustomerRemovedFromEnum | Unset = 'bag_empty'
    upgrade_customer_after_last_star: ShinjukuUpgradeCustomerAfterLastStarEnum | Unset = 'queue'
    free_income: ShinjukuFreeIncomeEnum | Unset = 'auto'
    corporations: ShinjukuCorporationOrderEnum | Unset = 'fuji_rails,onigatetsu,tokyo_skyline,robotrains'
    start_seat: int | Unset = -1





    def to_dict(self) -> dict[str, Any]:
        ceo = self.ceo

        kaiju = self.kaiju

        kaiju_ceo_order: str | Unset = UNSET
        if not isinstance(self.kaiju_ceo_order, Unset):
            kaiju_ceo_order = self.kaiju_ceo_order


        end_rule: str | Unset = UNSET
        if not isinstance(self.end_rule, Unset):
            end_rule = self.end_rule


        dept_store_relocation: str | Unset = UNSET
        if not isinstance(self.dept_store_relocation, Unset):
            dept_store_relocation = self.dept_store_relocation


        kaiju_blocks: str | Unset = UNSET
        if not isinstance(self.kaiju_blocks, Unset):
            kaiju_blocks = self.kaiju_blocks


        upgrade_customer_removed_from: str | Unset = UNSET
        if not isinstance(self.upgrade_customer_removed_from, Unset):
            upgrade_customer_removed_from = self.upgrade_customer_removed_from


        upgrade_customer_after_last_star: str | Unset = UNSET
        if not isinstance(self.upgrade_customer_after_last_star, Unset):
            upgrade_customer_after_last_star = self.upgrade_customer_after_last_star


        free_income: str | Unset = UNSET
        if not isinstance(self.free_income, Unset):
            free_income = self.free_income


        corporations: str | Unset = UNSET
        if not isinstance(self.corporations, Unset):
            corporations = self.corporations


        start_seat = self.start_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ceo is not UNSET:
            field_dict["ceo"] = ceo
        if kaiju is not UNSET:
            field_dict["kaiju"] = kaiju
        if kaiju_ceo_order is not UNSET:
            field_dict["kaiju_ceo_order"] = kaiju_ceo_order
        if end_rule is not UNSET:
            field_dict["end_rule"] = end_rule
        if dept_store_relocation is not UNSET:
            field_dict["dept_store_relocation"] = dept_store_relocation
        if kaiju_blocks is not UNSET:
            field_dict["kaiju_blocks"] = kaiju_blocks
        if upgrade_customer_removed_from is not UNSET:
            field_dict["upgrade_customer_removed_from"] = upgrade_customer_removed_from
        if upgrade_customer_after_last_star is not UNSET:
            field_dict["upgrade_customer_after_last_star"] = upgrade_customer_after_last_star
        if free_income is not UNSET:
            field_dict["free_income"] = free_income
        if corporations is not UNSET:
            field_dict["corporations"] = corporations
        if start_seat is not UNSET:
            field_dict["start_seat"] = start_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ceo = d.pop("ceo", UNSET)

        kaiju = d.pop("kaiju", UNSET)

        _kaiju_ceo_order = d.pop("kaiju_ceo_order", UNSET)
        kaiju_ceo_order: ShinjukuKaijuCeoOrderEnum | Unset
        if isinstance(_kaiju_ceo_order,  Unset):
            kaiju_ceo_order = UNSET
        else:
            kaiju_ceo_order = check_shinjuku_kaiju_ceo_order_enum(_kaiju_ceo_order)




        _end_rule = d.pop("end_rule", UNSET)
        end_rule: ShinjukuEndRuleEnum | Unset
        if isinstance(_end_rule,  Unset):
            end_rule = UNSET
        else:
            end_rule = check_shinjuku_end_rule_enum(_end_rule)




        _dept_store_relocation = d.pop("dept_store_relocation", UNSET)
        dept_store_relocation: ShinjukuDeptStoreRelocationEnum | Unset
        if isinstance(_dept_store_relocation,  Unset):
            dept_store_relocation = UNSET
        else:
            dept_store_relocation = check_shinjuku_dept_store_relocation_enum(_dept_store_relocation)




        _kaiju_blocks = d.pop("kaiju_blocks", UNSET)
        kaiju_blocks: ShinjukuKaijuBlocksEnum | Unset
        if isinstance(_kaiju_blocks,  Unset):
            kaiju_blocks = UNSET
        else:
            kaiju_blocks = check_shinjuku_kaiju_blocks_enum(_kaiju_blocks)




        _upgrade_customer_removed_from = d.pop("upgrade_customer_removed_from", UNSET)
        upgrade_customer_removed_from: ShinjukuUpgradeCustomerRemovedFromEnum | Unset
        if isinstance(_upgrade_customer_removed_from,  Unset):
            upgrade_customer_removed_from = UNSET
        else:
            upgrade_customer_removed_from = check_shinjuku_upgrade_customer_removed_from_enum(_upgrade_customer_removed_from)




        _upgrade_customer_after_last_star = d.pop("upgrade_customer_after_last_star", UNSET)
        upgrade_customer_after_last_star: ShinjukuUpgradeCustomerAfterLastStarEnum | Unset
        if isinstance(_upgrade_customer_after_last_star,  Unset):
            upgrade_customer_after_last_star = UNSET
        else:
            upgrade_customer_after_last_star = check_shinjuku_upgrade_customer_after_last_star_enum(_upgrade_customer_after_last_star)




        _free_income = d.pop("free_income", UNSET)
        free_income: ShinjukuFreeIncomeEnum | Unset
        if isinstance(_free_income,  Unset):
            free_income = UNSET
        else:
            free_income = check_shinjuku_free_income_enum(_free_income)




        _corporations = d.pop("corporations", UNSET)
        corporations: ShinjukuCorporationOrderEnum | Unset
        if isinstance(_corporations,  Unset):
            corporations = UNSET
        else:
            corporations = check_shinjuku_corporation_order_enum(_corporations)




        start_seat = d.pop("start_seat", UNSET)

        shinjuku_options_input_request = cls(
            ceo=ceo,
            kaiju=kaiju,
            kaiju_ceo_order=kaiju_ceo_order,
            end_rule=end_rule,
            dept_store_relocation=dept_store_relocation,
            kaiju_blocks=kaiju_blocks,
            upgrade_customer_removed_from=upgrade_customer_removed_from,
            upgrade_customer_after_last_star=upgrade_customer_after_last_star,
            free_income=free_income,
            corporations=corporations,
            start_seat=start_seat,
        )

        return shinjuku_options_input_request

