from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.yamatai_fleet_tile_enum import check_yamatai_fleet_tile_enum
from ..models.yamatai_fleet_tile_enum import YamataiFleetTileEnum
from ..models.yamatai_island_id_enum import check_yamatai_island_id_enum
from ..models.yamatai_island_id_enum import YamataiIslandIdEnum
from ..models.yamatai_space_id_enum import check_yamatai_space_id_enum
from ..models.yamatai_space_id_enum import YamataiSpaceIdEnum
from ..models.yamatai_specialist_id_enum import check_yamatai_specialist_id_enum
from ..models.yamatai_specialist_id_enum import YamataiSpecialistIdEnum
from ..models.yamatai_tile_id_enum import check_yamatai_tile_id_enum
from ..models.yamatai_tile_id_enum import YamataiTileIdEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.yamatai_tile import YamataiTile





T = TypeVar("T", bound="YamataiTurn")



@_attrs_define
class YamataiTurn:
    """ The turn under way.

        Attributes:
            index (int): Index of the turn in the round's turn order.
            seat (int): Whose turn it is.
            fleet_tile (None | YamataiFleetTileEnum): The fleet tile taken, or null.

                * `1` - 1
                * `2` - 2
                * `3` - 3
                * `4` - 4
                * `5` - 5
                * `6` - 6
                * `7` - 7
                * `8` - 8
                * `9` - 9
                * `10` - 10
            fleet_effect_used (bool): The fleet tile's effect is used.
            trades (int): Trades made this turn.
            placed_spaces (list[YamataiSpaceIdEnum]): Spaces where boats were placed this turn, in order.
            chain_end (None | YamataiSpaceIdEnum): The last boat placed, or null.
            taken_islands (list[YamataiIslandIdEnum]): Islands whose token was taken this turn.
            specialists_used (list[YamataiSpecialistIdEnum]): Specialists used this turn.
            pending_space (None | YamataiSpaceIdEnum): The boat being moved/swapped.
            pending_island (None | YamataiIslandIdEnum): The token being swapped.
            peek_count (int): Building tiles being looked at (fleet tile 3).
            peek (list[YamataiTileIdEnum] | None): Those tiles: only for the seat looking at them; null for every other
                viewer.
            peek_tiles (list[YamataiTile] | None): The same tiles with what they are (boats, prestige points), for the seat
                looking at them; null for every other viewer.
     """

    index: int
    seat: int
    fleet_tile: None | YamataiFleetTileEnum
    fleet_effect_used: bool
    trades: int
    placed_spaces: list[YamataiSpaceIdEnum]
    chain_end: None | YamataiSpaceIdEnum
    taken_islands: list[YamataiIslandIdEnum]
    specialists_used: list[YamataiSpecialistIdEnum]
    pending_space: None | YamataiSpaceIdEnum
    pending_island: None | YamataiIslandIdEnum
    peek_count: int
    peek: list[YamataiTileIdEnum] | None
    peek_tiles: list[YamataiTile] | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        index = self.index

        seat = self.seat

        fleet_tile: int | None
        if isinstance(self.fleet_tile, int):
            fleet_tile = self.fleet_tile
        else:
            fleet_tile = self.fleet_tile

        fleet_effect_used = self.fleet_effect_used

        trades = self.trades

        placed_spaces = []
        for placed_spaces_item_data in self.placed_spaces:
            placed_spaces_item: str = placed_spaces_item_data
            placed_spaces.append(placed_spaces_item)



        chain_end: None | str
        if isinstance(self.chain_end, str):
            chain_end = self.chain_end
        else:
            chain_end = self.chain_end

        taken_islands = []
        for taken_islands_item_data in self.taken_islands:
            taken_islands_item: str = taken_islands_item_data
            taken_islands.append(taken_islands_item)



        specialists_used = []
        for specialists_used_item_data in self.specialists_used:
            specialists_used_item: str = specialists_used_item_data
            specialists_used.append(specialists_used_item)



        pending_space: None | str
        if isinstance(self.pending_space, str):
            pending_space = self.pending_space
        else:
            pending_space = self.pending_space

        pending_island: None | str
        if isinstance(self.pending_island, str):
            pending_island = self.pending_island
        else:
            pending_island = self.pending_island

        peek_count = self.peek_count

        peek: list[str] | None
        if isinstance(self.peek, list):
            peek = []
            for peek_type_0_item_data in self.peek:
                peek_type_0_item: str = peek_type_0_item_data
                peek.append(peek_type_0_item)


        else:
            peek = self.peek

        peek_tiles: list[dict[str, Any]] | None
        if isinstance(self.peek_tiles, list):
            peek_tiles = []
            for peek_tiles_type_0_item_data in self.peek_tiles:
                peek_tiles_type_0_item = peek_tiles_type_0_item_data.to_dict()
                peek_tiles.append(peek_tiles_type_0_item)


        else:
            peek_tiles = self.peek_tiles


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "seat": seat,
            "fleet_tile": fleet_tile,
            "fleet_effect_used": fleet_effect_used,
            "trades": trades,
            "placed_spaces": placed_spaces,
            "chain_end": chain_end,
            "taken_islands": taken_islands,
            "specialists_used": specialists_used,
            "pending_space": pending_space,
            "pending_island": pending_island,
            "peek_count": peek_count,
            "peek": peek,
            "peek_tiles": peek_tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.yamatai_tile import YamataiTile # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        seat = d.pop("seat")

        def _parse_fleet_tile(data: object) -> None | YamataiFleetTileEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                fleet_tile_type_0 = check_yamatai_fleet_tile_enum(data)



                return fleet_tile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiFleetTileEnum, data)

        fleet_tile = _parse_fleet_tile(d.pop("fleet_tile"))


        fleet_effect_used = d.pop("fleet_effect_used")

        trades = d.pop("trades")

        placed_spaces = []
        _placed_spaces = d.pop("placed_spaces")
        for placed_spaces_item_data in (_placed_spaces):
            placed_spaces_item = check_yamatai_space_id_enum(placed_spaces_item_data)



            placed_spaces.append(placed_spaces_item)


        def _parse_chain_end(data: object) -> None | YamataiSpaceIdEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chain_end_type_0 = check_yamatai_space_id_enum(data)



                return chain_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiSpaceIdEnum, data)

        chain_end = _parse_chain_end(d.pop("chain_end"))


        taken_islands = []
        _taken_islands = d.pop("taken_islands")
        for taken_islands_item_data in (_taken_islands):
            taken_islands_item = check_yamatai_island_id_enum(taken_islands_item_data)



            taken_islands.append(taken_islands_item)


        specialists_used = []
        _specialists_used = d.pop("specialists_used")
        for specialists_used_item_data in (_specialists_used):
            specialists_used_item = check_yamatai_specialist_id_enum(specialists_used_item_data)



            specialists_used.append(specialists_used_item)


        def _parse_pending_space(data: object) -> None | YamataiSpaceIdEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pending_space_type_0 = check_yamatai_space_id_enum(data)



                return pending_space_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiSpaceIdEnum, data)

        pending_space = _parse_pending_space(d.pop("pending_space"))


        def _parse_pending_island(data: object) -> None | YamataiIslandIdEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pending_island_type_0 = check_yamatai_island_id_enum(data)



                return pending_island_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | YamataiIslandIdEnum, data)

        pending_island = _parse_pending_island(d.pop("pending_island"))


        peek_count = d.pop("peek_count")

        def _parse_peek(data: object) -> list[YamataiTileIdEnum] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                peek_type_0 = []
                _peek_type_0 = data
                for peek_type_0_item_data in (_peek_type_0):
                    peek_type_0_item = check_yamatai_tile_id_enum(peek_type_0_item_data)



                    peek_type_0.append(peek_type_0_item)

                return peek_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[YamataiTileIdEnum] | None, data)

        peek = _parse_peek(d.pop("peek"))


        def _parse_peek_tiles(data: object) -> list[YamataiTile] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                peek_tiles_type_0 = []
                _peek_tiles_type_0 = data
                for peek_tiles_type_0_item_data in (_peek_tiles_type_0):
                    peek_tiles_type_0_item = YamataiTile.from_dict(peek_tiles_type_0_item_data)



                    peek_tiles_type_0.append(peek_tiles_type_0_item)

                return peek_tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[YamataiTile] | None, data)

        peek_tiles = _parse_peek_tiles(d.pop("peek_tiles"))


        yamatai_turn = cls(
            index=index,
            seat=seat,
            fleet_tile=fleet_tile,
            fleet_effect_used=fleet_effect_used,
            trades=trades,
            placed_spaces=placed_spaces,
            chain_end=chain_end,
            taken_islands=taken_islands,
            specialists_used=specialists_used,
            pending_space=pending_space,
            pending_island=pending_island,
            peek_count=peek_count,
            peek=peek,
            peek_tiles=peek_tiles,
        )

        return yamatai_turn

