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
from typing import cast






T = TypeVar("T", bound="ShinjukuOptions")



@_attrs_define
class ShinjukuOptions:
    """ Shinjuku's match options, normalised (every option present).

        Attributes:
            ceo (bool): CEO variant (§9): a car per player makes its ward's cards jokers
            kaiju (bool): Kaiju attack variant (§10)
            kaiju_ceo_order (ShinjukuKaijuCeoOrderEnum):
            end_rule (ShinjukuEndRuleEnum):
            dept_store_relocation (ShinjukuDeptStoreRelocationEnum):
            kaiju_blocks (ShinjukuKaijuBlocksEnum):
            upgrade_customer_removed_from (ShinjukuUpgradeCustomerRemovedFromEnum):
            upgrade_customer_after_last_star (ShinjukuUpgradeCustomerAfterLastStarEnum):
            free_income (ShinjukuFreeIncomeEnum):
            corporations (ShinjukuCorporationOrderEnum):
            start_seat (int): S24: seat holding the start card; -1 draws it with the seeded RNG
     """

    ceo: bool
    kaiju: bool
    kaiju_ceo_order: ShinjukuKaijuCeoOrderEnum
    end_rule: ShinjukuEndRuleEnum
    dept_store_relocation: ShinjukuDeptStoreRelocationEnum
    kaiju_blocks: ShinjukuKaijuBlocksEnum
    upgrade_customer_removed_from: ShinjukuUpgradeCustomerRemovedFromEnum
    upgrade_customer_after_last_star: ShinjukuUpgradeCustomerAfterLastStarEnum
    free_income: ShinjukuFreeIncomeEnum
    corporations: ShinjukuCorporationOrderEnum
    start_seat: int





    def to_dict(self) -> dict[str, Any]:
        ceo = self.ceo

        kaiju = self.kaiju

        kaiju_ceo_order: str = self.kaiju_ceo_order

        end_rule: str = self.end_rule

        dept_store_relocation: str = self.dept_store_relocation

        kaiju_blocks: str = self.kaiju_blocks

        upgrade_customer_removed_from: str = self.upgrade_customer_removed_from

        upgrade_customer_after_last_star: str = self.upgrade_customer_after_last_star

        free_income: str = self.free_income

        corporations: str = self.corporations

        start_seat = self.start_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceo": ceo,
            "kaiju": kaiju,
            "kaiju_ceo_order": kaiju_ceo_order,
            "end_rule": end_rule,
            "dept_store_relocation": dept_store_relocation,
            "kaiju_blocks": kaiju_blocks,
            "upgrade_customer_removed_from": upgrade_customer_removed_from,
            "upgrade_customer_after_last_star": upgrade_customer_after_last_star,
            "free_income": free_income,
            "corporations": corporations,
            "start_seat": start_seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ceo = d.pop("ceo")

        kaiju = d.pop("kaiju")

        kaiju_ceo_order = check_shinjuku_kaiju_ceo_order_enum(d.pop("kaiju_ceo_order"))




        end_rule = check_shinjuku_end_rule_enum(d.pop("end_rule"))




        dept_store_relocation = check_shinjuku_dept_store_relocation_enum(d.pop("dept_store_relocation"))




        kaiju_blocks = check_shinjuku_kaiju_blocks_enum(d.pop("kaiju_blocks"))




        upgrade_customer_removed_from = check_shinjuku_upgrade_customer_removed_from_enum(d.pop("upgrade_customer_removed_from"))




        upgrade_customer_after_last_star = check_shinjuku_upgrade_customer_after_last_star_enum(d.pop("upgrade_customer_after_last_star"))




        free_income = check_shinjuku_free_income_enum(d.pop("free_income"))




        corporations = check_shinjuku_corporation_order_enum(d.pop("corporations"))




        start_seat = d.pop("start_seat")

        shinjuku_options = cls(
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

        return shinjuku_options

