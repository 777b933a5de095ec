from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_colour_enum import check_yamatai_colour_enum
from ..models.yamatai_colour_enum import YamataiColourEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="YamataiBoatSpaces")



@_attrs_define
class YamataiBoatSpaces:
    """ The boats on the board: boat space -> colour (empty spaces are absent).

        Attributes:
            s01 (YamataiColourEnum | Unset):
            s02 (YamataiColourEnum | Unset):
            s03 (YamataiColourEnum | Unset):
            s04 (YamataiColourEnum | Unset):
            s05 (YamataiColourEnum | Unset):
            s06 (YamataiColourEnum | Unset):
            s07 (YamataiColourEnum | Unset):
            s08 (YamataiColourEnum | Unset):
            s09 (YamataiColourEnum | Unset):
            s10 (YamataiColourEnum | Unset):
            s11 (YamataiColourEnum | Unset):
            s12 (YamataiColourEnum | Unset):
            s13 (YamataiColourEnum | Unset):
            s14 (YamataiColourEnum | Unset):
            s15 (YamataiColourEnum | Unset):
            s16 (YamataiColourEnum | Unset):
            s17 (YamataiColourEnum | Unset):
            s18 (YamataiColourEnum | Unset):
            s19 (YamataiColourEnum | Unset):
            s20 (YamataiColourEnum | Unset):
            s21 (YamataiColourEnum | Unset):
            s22 (YamataiColourEnum | Unset):
            s23 (YamataiColourEnum | Unset):
            s24 (YamataiColourEnum | Unset):
            s25 (YamataiColourEnum | Unset):
            s26 (YamataiColourEnum | Unset):
            s27 (YamataiColourEnum | Unset):
            s28 (YamataiColourEnum | Unset):
            s29 (YamataiColourEnum | Unset):
            s30 (YamataiColourEnum | Unset):
            s31 (YamataiColourEnum | Unset):
            s32 (YamataiColourEnum | Unset):
            s33 (YamataiColourEnum | Unset):
            s34 (YamataiColourEnum | Unset):
            s35 (YamataiColourEnum | Unset):
            s36 (YamataiColourEnum | Unset):
            s37 (YamataiColourEnum | Unset):
            s38 (YamataiColourEnum | Unset):
            s39 (YamataiColourEnum | Unset):
            s40 (YamataiColourEnum | Unset):
            s41 (YamataiColourEnum | Unset):
            s42 (YamataiColourEnum | Unset):
            s43 (YamataiColourEnum | Unset):
            s44 (YamataiColourEnum | Unset):
            s45 (YamataiColourEnum | Unset):
            s46 (YamataiColourEnum | Unset):
            s47 (YamataiColourEnum | Unset):
            s48 (YamataiColourEnum | Unset):
            s49 (YamataiColourEnum | Unset):
            s50 (YamataiColourEnum | Unset):
            s51 (YamataiColourEnum | Unset):
            s52 (YamataiColourEnum | Unset):
            s53 (YamataiColourEnum | Unset):
            s54 (YamataiColourEnum | Unset):
            s55 (YamataiColourEnum | Unset):
            s56 (YamataiColourEnum | Unset):
            s57 (YamataiColourEnum | Unset):
            s58 (YamataiColourEnum | Unset):
            s59 (YamataiColourEnum | Unset):
            s60 (YamataiColourEnum | Unset):
            s61 (YamataiColourEnum | Unset):
            s62 (YamataiColourEnum | Unset):
            s63 (YamataiColourEnum | Unset):
            s64 (YamataiColourEnum | Unset):
            s65 (YamataiColourEnum | Unset):
            s66 (YamataiColourEnum | Unset):
     """

    s01: YamataiColourEnum | Unset = UNSET
    s02: YamataiColourEnum | Unset = UNSET
    s03: YamataiColourEnum | Unset = UNSET
    s04: YamataiColourEnum | Unset = UNSET
    s05: YamataiColourEnum | Unset = UNSET
    s06: YamataiColourEnum | Unset = UNSET
    s07: YamataiColourEnum | Unset = UNSET
    s08: YamataiColourEnum | Unset = UNSET
    s09: YamataiColourEnum | Unset = UNSET
    s10: YamataiColourEnum | Unset = UNSET
    s11: YamataiColourEnum | Unset = UNSET
    s12: YamataiColourEnum | Unset = UNSET
    s13: YamataiColourEnum | Unset = UNSET
    s14: YamataiColourEnum | Unset = UNSET
    s15: YamataiColourEnum | Unset = UNSET
    s16: YamataiColourEnum | Unset = UNSET
    s17: YamataiColourEnum | Unset = UNSET
    s18: YamataiColourEnum | Unset = UNSET
    s19: YamataiColourEnum | Unset = UNSET
    s20: YamataiColourEnum | Unset = UNSET
    s21: YamataiColourEnum | Unset = UNSET
    s22: YamataiColourEnum | Unset = UNSET
    s23: YamataiColourEnum | Unset = UNSET
    s24: YamataiColourEnum | Unset = UNSET
    s25: YamataiColourEnum | Unset = UNSET
    s26: YamataiColourEnum | Unset = UNSET
    s27: YamataiColourEnum | Unset = UNSET
    s28: YamataiColourEnum | Unset = UNSET
    s29: YamataiColourEnum | Unset = UNSET
    s30: YamataiColourEnum | Unset = UNSET
    s31: YamataiColourEnum | Unset = UNSET
    s32: YamataiColourEnum | Unset = UNSET
    s33: YamataiColourEnum | Unset = UNSET
    s34: YamataiColourEnum | Unset = UNSET
    s35: YamataiColourEnum | Unset = UNSET
    s36: YamataiColourEnum | Unset = UNSET
    s37: YamataiColourEnum | Unset = UNSET
    s38: YamataiColourEnum | Unset = UNSET
    s39: YamataiColourEnum | Unset = UNSET
    s40: YamataiColourEnum | Unset = UNSET
    s41: YamataiColourEnum | Unset = UNSET
    s42: YamataiColourEnum | Unset = UNSET
    s43: YamataiColourEnum | Unset = UNSET
    s44: YamataiColourEnum | Unset = UNSET
    s45: YamataiColourEnum | Unset = UNSET
    s46: YamataiColourEnum | Unset = UNSET
    s47: YamataiColourEnum | Unset = UNSET
    s48: YamataiColourEnum | Unset = UNSET
    s49: YamataiColourEnum | Unset = UNSET
    s50: YamataiColourEnum | Unset = UNSET
    s51: YamataiColourEnum | Unset = UNSET
    s52: YamataiColourEnum | Unset = UNSET
    s53: YamataiColourEnum | Unset = UNSET
    s54: YamataiColourEnum | Unset = UNSET
    s55: YamataiColourEnum | Unset = UNSET
    s56: YamataiColourEnum | Unset = UNSET
    s57: YamataiColourEnum | Unset = UNSET
    s58: YamataiColourEnum | Unset = UNSET
    s59: YamataiColourEnum | Unset = UNSET
    s60: YamataiColourEnum | Unset = UNSET
    s61: YamataiColourEnum | Unset = UNSET
    s62: YamataiColourEnum | Unset = UNSET
    s63: YamataiColourEnum | Unset = UNSET
    s64: YamataiColourEnum | Unset = UNSET
    s65: YamataiColourEnum | Unset = UNSET
    s66: YamataiColourEnum | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        s01: str | Unset = UNSET
        if not isinstance(self.s01, Unset):
            s01 = self.s01


        s02: str | Unset = UNSET
        if not isinstance(self.s02, Unset):
            s02 = self.s02


        s03: str | Unset = UNSET
        if not isinstance(self.s03, Unset):
            s03 = self.s03


        s04: str | Unset = UNSET
        if not isinstance(self.s04, Unset):
            s04 = self.s04


        s05: str | Unset = UNSET
        if not isinstance(self.s05, Unset):
            s05 = self.s05


        s06: str | Unset = UNSET
        if not isinstance(self.s06, Unset):
            s06 = self.s06


        s07: str | Unset = UNSET
        if not isinstance(self.s07, Unset):
            s07 = self.s07


        s08: str | Unset = UNSET
        if not isinstance(self.s08, Unset):
            s08 = self.s08


        s09: str | Unset = UNSET
        if not isinstance(self.s09, Unset):
            s09 = self.s09


        s10: str | Unset = UNSET
        if not isinstance(self.s10, Unset):
            s10 = self.s10


        s11: str | Unset = UNSET
        if not isinstance(self.s11, Unset):
            s11 = self.s11


        s12: str | Unset = UNSET
        if not isinstance(self.s12, Unset):
            s12 = self.s12


        s13: str | Unset = UNSET
        if not isinstance(self.s13, Unset):
            s13 = self.s13


        s14: str | Unset = UNSET
        if not isinstance(self.s14, Unset):
            s14 = self.s14


        s15: str | Unset = UNSET
        if not isinstance(self.s15, Unset):
            s15 = self.s15


        s16: str | Unset = UNSET
        if not isinstance(self.s16, Unset):
            s16 = self.s16


        s17: str | Unset = UNSET
        if not isinstance(self.s17, Unset):
            s17 = self.s17


        s18: str | Unset = UNSET
        if not isinstance(self.s18, Unset):
            s18 = self.s18


        s19: str | Unset = UNSET
        if not isinstance(self.s19, Unset):
            s19 = self.s19


        s20: str | Unset = UNSET
        if not isinstance(self.s20, Unset):
            s20 = self.s20


        s21: str | Unset = UNSET
        if not isinstance(self.s21, Unset):
            s21 = self.s21


        s22: str | Unset = UNSET
        if not isinstance(self.s22, Unset):
            s22 = self.s22


        s23: str | Unset = UNSET
        if not isinstance(self.s23, Unset):
            s23 = self.s23


        s24: str | Unset = UNSET
        if not isinstance(self.s24, Unset):
            s24 = self.s24


        s25: str | Unset = UNSET
        if not isinstance(self.s25, Unset):
            s25 = self.s25


        s26: str | Unset = UNSET
        if not isinstance(self.s26, Unset):
            s26 = self.s26


        s27: str | Unset = UNSET
        if not isinstance(self.s27, Unset):
            s27 = self.s27


        s28: str | Unset = UNSET
        if not isinstance(self.s28, Unset):
            s28 = self.s28


        s29: str | Unset = UNSET
        if not isinstance(self.s29, Unset):
            s29 = self.s29


        s30: str | Unset = UNSET
        if not isinstance(self.s30, Unset):
            s30 = self.s30


        s31: str | Unset = UNSET
        if not isinstance(self.s31, Unset):
            s31 = self.s31


        s32: str | Unset = UNSET
        if not isinstance(self.s32, Unset):
            s32 = self.s32


        s33: str | Unset = UNSET
        if not isinstance(self.s33, Unset):
            s33 = self.s33


        s34: str | Unset = UNSET
        if not isinstance(self.s34, Unset):
            s34 = self.s34


        s35: str | Unset = UNSET
        if not isinstance(self.s35, Unset):
            s35 = self.s35


        s36: str | Unset = UNSET
        if not isinstance(self.s36, Unset):
            s36 = self.s36


        s37: str | Unset = UNSET
        if not isinstance(self.s37, Unset):
            s37 = self.s37


        s38: str | Unset = UNSET
        if not isinstance(self.s38, Unset):
            s38 = self.s38


        s39: str | Unset = UNSET
        if not isinstance(self.s39, Unset):
            s39 = self.s39


        s40: str | Unset = UNSET
        if not isinstance(self.s40, Unset):
            s40 = self.s40


        s41: str | Unset = UNSET
        if not isinstance(self.s41, Unset):
            s41 = self.s41


        s42: str | Unset = UNSET
        if not isinstance(self.s42, Unset):
            s42 = self.s42


        s43: str | Unset = UNSET
        if not isinstance(self.s43, Unset):
            s43 = self.s43


        s44: str | Unset = UNSET
        if not isinstance(self.s44, Unset):
            s44 = self.s44


        s45: str | Unset = UNSET
        if not isinstance(self.s45, Unset):
            s45 = self.s45


        s46: str | Unset = UNSET
        if not isinstance(self.s46, Unset):
            s46 = self.s46


        s47: str | Unset = UNSET
        if not isinstance(self.s47, Unset):
            s47 = self.s47


        s48: str | Unset = UNSET
        if not isinstance(self.s48, Unset):
            s48 = self.s48


        s49: str | Unset = UNSET
        if not isinstance(self.s49, Unset):
            s49 = self.s49


        s50: str | Unset = UNSET
        if not isinstance(self.s50, Unset):
            s50 = self.s50


        s51: str | Unset = UNSET
        if not isinstance(self.s51, Unset):
            s51 = self.s51


        s52: str | Unset = UNSET
        if not isinstance(self.s52, Unset):
            s52 = self.s52


        s53: str | Unset = UNSET
        if not isinstance(self.s53, Unset):
            s53 = self.s53


        s54: str | Unset = UNSET
        if not isinstance(self.s54, Unset):
            s54 = self.s54


        s55: str | Unset = UNSET
        if not isinstance(self.s55, Unset):
            s55 = self.s55


        s56: str | Unset = UNSET
        if not isinstance(self.s56, Unset):
            s56 = self.s56


        s57: str | Unset = UNSET
        if not isinstance(self.s57, Unset):
            s57 = self.s57


        s58: str | Unset = UNSET
        if not isinstance(self.s58, Unset):
            s58 = self.s58


        s59: str | Unset = UNSET
        if not isinstance(self.s59, Unset):
            s59 = self.s59


        s60: str | Unset = UNSET
        if not isinstance(self.s60, Unset):
            s60 = self.s60


        s61: str | Unset = UNSET
        if not isinstance(self.s61, Unset):
            s61 = self.s61


        s62: str | Unset = UNSET
        if not isinstance(self.s62, Unset):
            s62 = self.s62


        s63: str | Unset = UNSET
        if not isinstance(self.s63, Unset):
            s63 = self.s63


        s64: str | Unset = UNSET
        if not isinstance(self.s64, Unset):
            s64 = self.s64


        s65: str | Unset = UNSET
        if not isinstance(self.s65, Unset):
            s65 = self.s65


        s66: str | Unset = UNSET
        if not isinstance(self.s66, Unset):
            s66 = self.s66



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if s01 is not UNSET:
            field_dict["s01"] = s01
        if s02 is not UNSET:
            field_dict["s02"] = s02
        if s03 is not UNSET:
            field_dict["s03"] = s03
        if s04 is not UNSET:
            field_dict["s04"] = s04
        if s05 is not UNSET:
            field_dict["s05"] = s05
        if s06 is not UNSET:
            field_dict["s06"] = s06
        if s07 is not UNSET:
            field_dict["s07"] = s07
        if s08 is not UNSET:
            field_dict["s08"] = s08
        if s09 is not UNSET:
            field_dict["s09"] = s09
        if s10 is not UNSET:
            field_dict["s10"] = s10
        if s11 is not UNSET:
            field_dict["s11"] = s11
        if s12 is not UNSET:
            field_dict["s12"] = s12
        if s13 is not UNSET:
            field_dict["s13"] = s13
        if s14 is not UNSET:
            field_dict["s14"] = s14
        if s15 is not UNSET:
            field_dict["s15"] = s15
        if s16 is not UNSET:
            field_dict["s16"] = s16
        if s17 is not UNSET:
            field_dict["s17"] = s17
        if s18 is not UNSET:
            field_dict["s18"] = s18
        if s19 is not UNSET:
            field_dict["s19"] = s19
        if s20 is not UNSET:
            field_dict["s20"] = s20
        if s21 is not UNSET:
            field_dict["s21"] = s21
        if s22 is not UNSET:
            field_dict["s22"] = s22
        if s23 is not UNSET:
            field_dict["s23"] = s23
        if s24 is not UNSET:
            field_dict["s24"] = s24
        if s25 is not UNSET:
            field_dict["s25"] = s25
        if s26 is not UNSET:
            field_dict["s26"] = s26
        if s27 is not UNSET:
            field_dict["s27"] = s27
        if s28 is not UNSET:
            field_dict["s28"] = s28
        if s29 is not UNSET:
            field_dict["s29"] = s29
        if s30 is not UNSET:
            field_dict["s30"] = s30
        if s31 is not UNSET:
            field_dict["s31"] = s31
        if s32 is not UNSET:
            field_dict["s32"] = s32
        if s33 is not UNSET:
            field_dict["s33"] = s33
        if s34 is not UNSET:
            field_dict["s34"] = s34
        if s35 is not UNSET:
            field_dict["s35"] = s35
        if s36 is not UNSET:
            field_dict["s36"] = s36
        if s37 is not UNSET:
            field_dict["s37"] = s37
        if s38 is not UNSET:
            field_dict["s38"] = s38
        if s39 is not UNSET:
            field_dict["s39"] = s39
        if s40 is not UNSET:
            field_dict["s40"] = s40
        if s41 is not UNSET:
            field_dict["s41"] = s41
        if s42 is not UNSET:
            field_dict["s42"] = s42
        if s43 is not UNSET:
            field_dict["s43"] = s43
        if s44 is not UNSET:
            field_dict["s44"] = s44
        if s45 is not UNSET:
            field_dict["s45"] = s45
        if s46 is not UNSET:
            field_dict["s46"] = s46
        if s47 is not UNSET:
            field_dict["s47"] = s47
        if s48 is not UNSET:
            field_dict["s48"] = s48
        if s49 is not UNSET:
            field_dict["s49"] = s49
        if s50 is not UNSET:
            field_dict["s50"] = s50
        if s51 is not UNSET:
            field_dict["s51"] = s51
        if s52 is not UNSET:
            field_dict["s52"] = s52
        if s53 is not UNSET:
            field_dict["s53"] = s53
        if s54 is not UNSET:
            field_dict["s54"] = s54
        if s55 is not UNSET:
            field_dict["s55"] = s55
        if s56 is not UNSET:
            field_dict["s56"] = s56
        if s57 is not UNSET:
            field_dict["s57"] = s57
        if s58 is not UNSET:
            field_dict["s58"] = s58
        if s59 is not UNSET:
            field_dict["s59"] = s59
        if s60 is not UNSET:
            field_dict["s60"] = s60
        if s61 is not UNSET:
            field_dict["s61"] = s61
        if s62 is not UNSET:
            field_dict["s62"] = s62
        if s63 is not UNSET:
            field_dict["s63"] = s63
        if s64 is not UNSET:
            field_dict["s64"] = s64
        if s65 is not UNSET:
            field_dict["s65"] = s65
        if s66 is not UNSET:
            field_dict["s66"] = s66

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _s01 = d.pop("s01", UNSET)
        s01: YamataiColourEnum | Unset
        if isinstance(_s01,  Unset):
            s01 = UNSET
        else:
            s01 = check_yamatai_colour_enum(_s01)




        _s02 = d.pop("s02", UNSET)
        s02: YamataiColourEnum | Unset
        if isinstance(_s02,  Unset):
            s02 = UNSET
        else:
            s02 = check_yamatai_colour_enum(_s02)




        _s03 = d.pop("s03", UNSET)
        s03: YamataiColourEnum | Unset
        if isinstance(_s03,  Unset):
            s03 = UNSET
        else:
            s03 = check_yamatai_colour_enum(_s03)




        _s04 = d.pop("s04", UNSET)
        s04: YamataiColourEnum | Unset
        if isinstance(_s04,  Unset):
            s04 = UNSET
        else:
            s04 = check_yamatai_colour_enum(_s04)




        _s05 = d.pop("s05", UNSET)
        s05: YamataiColourEnum | Unset
        if isinstance(_s05,  Unset):
            s05 = UNSET
        else:
            s05 = check_yamatai_colour_enum(_s05)




        _s06 = d.pop("s06", UNSET)
        s06: YamataiColourEnum | Unset
        if isinstance(_s06,  Unset):
            s06 = UNSET
        else:
            s06 = check_yamatai_colour_enum(_s06)




        _s07 = d.pop("s07", UNSET)
        s07: YamataiColourEnum | Unset
        if isinstance(_s07,  Unset):
            s07 = UNSET
        else:
            s07 = check_yamatai_colour_enum(_s07)




        _s08 = d.pop("s08", UNSET)
        s08: YamataiColourEnum | Unset
        if isinstance(_s08,  Unset):
            s08 = UNSET
        else:
            s08 = check_yamatai_colour_enum(_s08)




        _s09 = d.pop("s09", UNSET)
        s09: YamataiColourEnum | Unset
        if isinstance(_s09,  Unset):
            s09 = UNSET
        else:
            s09 = check_yamatai_colour_enum(_s09)




        _s10 = d.pop("s10", UNSET)
        s10: YamataiColourEnum | Unset
        if isinstance(_s10,  Unset):
            s10 = UNSET
        else:
            s10 = check_yamatai_colour_enum(_s10)




        _s11 = d.pop("s11", UNSET)
        s11: YamataiColourEnum | Unset
        if isinstance(_s11,  Unset):
            s11 = UNSET
        else:
            s11 = check_yamatai_colour_enum(_s11)




        _s12 = d.pop("s12", UNSET)
        s12: YamataiColourEnum | Unset
        if isinstance(_s12,  Unset):
            s12 = UNSET
        else:
            s12 = check_yamatai_colour_enum(_s12)




        _s13 = d.pop("s13", UNSET)
        s13: YamataiColourEnum | Unset
        if isinstance(_s13,  Unset):
            s13 = UNSET
        else:
            s13 = check_yamatai_colour_enum(_s13)




        _s14 = d.pop("s14", UNSET)
        s14: YamataiColourEnum | Unset
        if isinstance(_s14,  Unset):
            s14 = UNSET
        else:
            s14 = check_yamatai_colour_enum(_s14)




        _s15 = d.pop("s15", UNSET)
        s15: YamataiColourEnum | Unset
        if isinstance(_s15,  Unset):
            s15 = UNSET
        else:
            s15 = check_yamatai_colour_enum(_s15)




        _s16 = d.pop("s16", UNSET)
        s16: YamataiColourEnum | Unset
        if isinstance(_s16,  Unset):
            s16 = UNSET
        else:
            s16 = check_yamatai_colour_enum(_s16)




        _s17 = d.pop("s17", UNSET)
        s17: YamataiColourEnum | Unset
        if isinstance(_s17,  Unset):
            s17 = UNSET
        else:
            s17 = check_yamatai_colour_enum(_s17)




        _s18 = d.pop("s18", UNSET)
        s18: YamataiColourEnum | Unset
        if isinstance(_s18,  Unset):
            s18 = UNSET
        else:
            s18 = check_yamatai_colour_enum(_s18)




        _s19 = d.pop("s19", UNSET)
        s19: YamataiColourEnum | Unset
        if isinstance(_s19,  Unset):
            s19 = UNSET
        else:
            s19 = check_yamatai_colour_enum(_s19)




        _s20 = d.pop("s20", UNSET)
        s20: YamataiColourEnum | Unset
        if isinstance(_s20,  Unset):
            s20 = UNSET
        else:
            s20 = check_yamatai_colour_enum(_s20)




        _s21 = d.pop("s21", UNSET)
        s21: YamataiColourEnum | Unset
        if isinstance(_s21,  Unset):
            s21 = UNSET
        else:
            s21 = check_yamatai_colour_enum(_s21)




        _s22 = d.pop("s22", UNSET)
        s22: YamataiColourEnum | Unset
        if isinstance(_s22,  Unset):
            s22 = UNSET
        else:
            s22 = check_yamatai_colour_enum(_s22)




        _s23 = d.pop("s23", UNSET)
        s23: YamataiColourEnum | Unset
        if isinstance(_s23,  Unset):
            s23 = UNSET
        else:
            s23 = check_yamatai_colour_enum(_s23)




        _s24 = d.pop("s24", UNSET)
        s24: YamataiColourEnum | Unset
        if isinstance(_s24,  Unset):
            s24 = UNSET
        else:
            s24 = check_yamatai_colour_enum(_s24)




        _s25 = d.pop("s25", UNSET)
        s25: YamataiColourEnum | Unset
        if isinstance(_s25,  Unset):
            s25 = UNSET
        else:
            s25 = check_yamatai_colour_enum(_s25)




        _s26 = d.pop("s26", UNSET)
        s26: YamataiColourEnum | Unset
        if isinstance(_s26,  Unset):
            s26 = UNSET
        else:
            s26 = check_yamatai_colour_enum(_s26)




        _s27 = d.pop("s27", UNSET)
        s27: YamataiColourEnum | Unset
        if isinstance(_s27,  Unset):
            s27 = UNSET
        else:
            s27 = check_yamatai_colour_enum(_s27)




        _s28 = d.pop("s28", UNSET)
        s28: YamataiColourEnum | Unset
        if isinstance(_s28,  Unset):
            s28 = UNSET
        else:
            s28 = check_yamatai_colour_enum(_s28)




        _s29 = d.pop("s29", UNSET)
        s29: YamataiColourEnum | Unset
        if isinstance(_s29,  Unset):
            s29 = UNSET
        else:
            s29 = check_yamatai_colour_enum(_s29)




        _s30 = d.pop("s30", UNSET)
        s30: YamataiColourEnum | Unset
        if isinstance(_s30,  Unset):
            s30 = UNSET
        else:
            s30 = check_yamatai_colour_enum(_s30)




        _s31 = d.pop("s31", UNSET)
        s31: YamataiColourEnum | Unset
        if isinstance(_s31,  Unset):
            s31 = UNSET
        else:
            s31 = check_yamatai_colour_enum(_s31)




        _s32 = d.pop("s32", UNSET)
        s32: YamataiColourEnum | Unset
        if isinstance(_s32,  Unset):
            s32 = UNSET
        else:
            s32 = check_yamatai_colour_enum(_s32)




        _s33 = d.pop("s33", UNSET)
        s33: YamataiColourEnum | Unset
        if isinstance(_s33,  Unset):
            s33 = UNSET
        else:
            s33 = check_yamatai_colour_enum(_s33)




        _s34 = d.pop("s34", UNSET)
        s34: YamataiColourEnum | Unset
        if isinstance(_s34,  Unset):
            s34 = UNSET
        else:
            s34 = check_yamatai_colour_enum(_s34)




        _s35 = d.pop("s35", UNSET)
        s35: YamataiColourEnum | Unset
        if isinstance(_s35,  Unset):
            s35 = UNSET
        else:
            s35 = check_yamatai_colour_enum(_s35)




        _s36 = d.pop("s36", UNSET)
        s36: YamataiColourEnum | Unset
        if isinstance(_s36,  Unset):
            s36 = UNSET
        else:
            s36 = check_yamatai_colour_enum(_s36)




        _s37 = d.pop("s37", UNSET)
        s37: YamataiColourEnum | Unset
        if isinstance(_s37,  Unset):
            s37 = UNSET
        else:
            s37 = check_yamatai_colour_enum(_s37)




        _s38 = d.pop("s38", UNSET)
        s38: YamataiColourEnum | Unset
        if isinstance(_s38,  Unset):
            s38 = UNSET
        else:
            s38 = check_yamatai_colour_enum(_s38)




        _s39 = d.pop("s39", UNSET)
        s39: YamataiColourEnum | Unset
        if isinstance(_s39,  Unset):
            s39 = UNSET
        else:
            s39 = check_yamatai_colour_enum(_s39)




        _s40 = d.pop("s40", UNSET)
        s40: YamataiColourEnum | Unset
        if isinstance(_s40,  Unset):
            s40 = UNSET
        else:
            s40 = check_yamatai_colour_enum(_s40)




        _s41 = d.pop("s41", UNSET)
        s41: YamataiColourEnum | Unset
        if isinstance(_s41,  Unset):
            s41 = UNSET
        else:
            s41 = check_yamatai_colour_enum(_s41)




        _s42 = d.pop("s42", UNSET)
        s42: YamataiColourEnum | Unset
        if isinstance(_s42,  Unset):
            s42 = UNSET
        else:
            s42 = check_yamatai_colour_enum(_s42)




        _s43 = d.pop("s43", UNSET)
        s43: YamataiColourEnum | Unset
        if isinstance(_s43,  Unset):
            s43 = UNSET
        else:
            s43 = check_yamatai_colour_enum(_s43)




        _s44 = d.pop("s44", UNSET)
        s44: YamataiColourEnum | Unset
        if isinstance(_s44,  Unset):
            s44 = UNSET
        else:
            s44 = check_yamatai_colour_enum(_s44)




        _s45 = d.pop("s45", UNSET)
        s45: YamataiColourEnum | Unset
        if isinstance(_s45,  Unset):
            s45 = UNSET
        else:
            s45 = check_yamatai_colour_enum(_s45)




        _s46 = d.pop("s46", UNSET)
        s46: YamataiColourEnum | Unset
        if isinstance(_s46,  Unset):
            s46 = UNSET
        else:
            s46 = check_yamatai_colour_enum(_s46)




        _s47 = d.pop("s47", UNSET)
        s47: YamataiColourEnum | Unset
        if isinstance(_s47,  Unset):
            s47 = UNSET
        else:
            s47 = check_yamatai_colour_enum(_s47)




        _s48 = d.pop("s48", UNSET)
        s48: YamataiColourEnum | Unset
        if isinstance(_s48,  Unset):
            s48 = UNSET
        else:
            s48 = check_yamatai_colour_enum(_s48)




        _s49 = d.pop("s49", UNSET)
        s49: YamataiColourEnum | Unset
        if isinstance(_s49,  Unset):
            s49 = UNSET
        else:
            s49 = check_yamatai_colour_enum(_s49)




        _s50 = d.pop("s50", UNSET)
        s50: YamataiColourEnum | Unset
        if isinstance(_s50,  Unset):
            s50 = UNSET
        else:
            s50 = check_yamatai_colour_enum(_s50)




        _s51 = d.pop("s51", UNSET)
        s51: YamataiColourEnum | Unset
        if isinstance(_s51,  Unset):
            s51 = UNSET
        else:
            s51 = check_yamatai_colour_enum(_s51)




        _s52 = d.pop("s52", UNSET)
        s52: YamataiColourEnum | Unset
        if isinstance(_s52,  Unset):
            s52 = UNSET
        else:
            s52 = check_yamatai_colour_enum(_s52)




        _s53 = d.pop("s53", UNSET)
        s53: YamataiColourEnum | Unset
        if isinstance(_s53,  Unset):
            s53 = UNSET
        else:
            s53 = check_yamatai_colour_enum(_s53)




        _s54 = d.pop("s54", UNSET)
        s54: YamataiColourEnum | Unset
        if isinstance(_s54,  Unset):
            s54 = UNSET
        else:
            s54 = check_yamatai_colour_enum(_s54)




        _s55 = d.pop("s55", UNSET)
        s55: YamataiColourEnum | Unset
        if isinstance(_s55,  Unset):
            s55 = UNSET
        else:
            s55 = check_yamatai_colour_enum(_s55)




        _s56 = d.pop("s56", UNSET)
        s56: YamataiColourEnum | Unset
        if isinstance(_s56,  Unset):
            s56 = UNSET
        else:
            s56 = check_yamatai_colour_enum(_s56)




        _s57 = d.pop("s57", UNSET)
        s57: YamataiColourEnum | Unset
        if isinstance(_s57,  Unset):
            s57 = UNSET
        else:
            s57 = check_yamatai_colour_enum(_s57)




        _s58 = d.pop("s58", UNSET)
        s58: YamataiColourEnum | Unset
        if isinstance(_s58,  Unset):
            s58 = UNSET
        else:
            s58 = check_yamatai_colour_enum(_s58)




        _s59 = d.pop("s59", UNSET)
        s59: YamataiColourEnum | Unset
        if isinstance(_s59,  Unset):
            s59 = UNSET
        else:
            s59 = check_yamatai_colour_enum(_s59)




        _s60 = d.pop("s60", UNSET)
        s60: YamataiColourEnum | Unset
        if isinstance(_s60,  Unset):
            s60 = UNSET
        else:
            s60 = check_yamatai_colour_enum(_s60)




        _s61 = d.pop("s61", UNSET)
        s61: YamataiColourEnum | Unset
        if isinstance(_s61,  Unset):
            s61 = UNSET
        else:
            s61 = check_yamatai_colour_enum(_s61)




        _s62 = d.pop("s62", UNSET)
        s62: YamataiColourEnum | Unset
        if isinstance(_s62,  Unset):
            s62 = UNSET
        else:
            s62 = check_yamatai_colour_enum(_s62)




        _s63 = d.pop("s63", UNSET)
        s63: YamataiColourEnum | Unset
        if isinstance(_s63,  Unset):
            s63 = UNSET
        else:
            s63 = check_yamatai_colour_enum(_s63)




        _s64 = d.pop("s64", UNSET)
        s64: YamataiColourEnum | Unset
        if isinstance(_s64,  Unset):
            s64 = UNSET
        else:
            s64 = check_yamatai_colour_enum(_s64)




        _s65 = d.pop("s65", UNSET)
        s65: YamataiColourEnum | Unset
        if isinstance(_s65,  Unset):
            s65 = UNSET
        else:
            s65 = check_yamatai_colour_enum(_s65)




        _s66 = d.pop("s66", UNSET)
        s66: YamataiColourEnum | Unset
        if isinstance(_s66,  Unset):
            s66 = UNSET
        else:
            s66 = check_yamatai_colour_enum(_s66)




        yamatai_boat_spaces = cls(
            s01=s01,
            s02=s02,
            s03=s03,
            s04=s04,
            s05=s05,
            s06=s06,
            s07=s07,
            s08=s08,
            s09=s09,
            s10=s10,
            s11=s11,
            s12=s12,
            s13=s13,
            s14=s14,
            s15=s15,
            s16=s16,
            s17=s17,
            s18=s18,
            s19=s19,
            s20=s20,
            s21=s21,
            s22=s22,
            s23=s23,
            s24=s24,
            s25=s25,
            s26=s26,
            s27=s27,
            s28=s28,
            s29=s29,
            s30=s30,
            s31=s31,
            s32=s32,
            s33=s33,
            s34=s34,
            s35=s35,
            s36=s36,
            s37=s37,
            s38=s38,
            s39=s39,
            s40=s40,
            s41=s41,
            s42=s42,
            s43=s43,
            s44=s44,
            s45=s45,
            s46=s46,
            s47=s47,
            s48=s48,
            s49=s49,
            s50=s50,
            s51=s51,
            s52=s52,
            s53=s53,
            s54=s54,
            s55=s55,
            s56=s56,
            s57=s57,
            s58=s58,
            s59=s59,
            s60=s60,
            s61=s61,
            s62=s62,
            s63=s63,
            s64=s64,
            s65=s65,
            s66=s66,
        )

        return yamatai_boat_spaces

