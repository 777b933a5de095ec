from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.shinjuku_building import ShinjukuBuilding





T = TypeVar("T", bound="ShinjukuStations")



@_attrs_define
class ShinjukuStations:
    """ Occupied stations; empty stations are absent.

        Attributes:
            tokyo (ShinjukuBuilding | Unset): A building on a station.
            akihabara (ShinjukuBuilding | Unset): A building on a station.
            iidabashi (ShinjukuBuilding | Unset): A building on a station.
            hatchobori (ShinjukuBuilding | Unset): A building on a station.
            kachidoki (ShinjukuBuilding | Unset): A building on a station.
            shimbashi (ShinjukuBuilding | Unset): A building on a station.
            roppongi (ShinjukuBuilding | Unset): A building on a station.
            shinagawa (ShinjukuBuilding | Unset): A building on a station.
            daiba (ShinjukuBuilding | Unset): A building on a station.
            shinjuku (ShinjukuBuilding | Unset): A building on a station.
            takadanobaba (ShinjukuBuilding | Unset): A building on a station.
            yotsuya (ShinjukuBuilding | Unset): A building on a station.
            todai_mae (ShinjukuBuilding | Unset): A building on a station.
            ueno (ShinjukuBuilding | Unset): A building on a station.
            oshiage (ShinjukuBuilding | Unset): A building on a station.
            kinshicho (ShinjukuBuilding | Unset): A building on a station.
            monzen_nakacho (ShinjukuBuilding | Unset): A building on a station.
            shin_kiba (ShinjukuBuilding | Unset): A building on a station.
            meguro (ShinjukuBuilding | Unset): A building on a station.
            oimachi (ShinjukuBuilding | Unset): A building on a station.
            naka_meguro (ShinjukuBuilding | Unset): A building on a station.
            jiyugaoka (ShinjukuBuilding | Unset): A building on a station.
            omori (ShinjukuBuilding | Unset): A building on a station.
            tamagawa (ShinjukuBuilding | Unset): A building on a station.
            meidai_mae (ShinjukuBuilding | Unset): A building on a station.
            sangenjaya (ShinjukuBuilding | Unset): A building on a station.
            futako_tamagawa (ShinjukuBuilding | Unset): A building on a station.
            shibuya (ShinjukuBuilding | Unset): A building on a station.
            yoyogi (ShinjukuBuilding | Unset): A building on a station.
            ebisu (ShinjukuBuilding | Unset): A building on a station.
            nakano (ShinjukuBuilding | Unset): A building on a station.
            koenji (ShinjukuBuilding | Unset): A building on a station.
            eifukucho (ShinjukuBuilding | Unset): A building on a station.
            ikebukuro (ShinjukuBuilding | Unset): A building on a station.
            komagome (ShinjukuBuilding | Unset): A building on a station.
            oji (ShinjukuBuilding | Unset): A building on a station.
            nishi_nippori (ShinjukuBuilding | Unset): A building on a station.
            oyama (ShinjukuBuilding | Unset): A building on a station.
            nerima (ShinjukuBuilding | Unset): A building on a station.
            kita_senju (ShinjukuBuilding | Unset): A building on a station.
            aoto (ShinjukuBuilding | Unset): A building on a station.
            shin_koiwa (ShinjukuBuilding | Unset): A building on a station.
            hirai (ShinjukuBuilding | Unset): A building on a station.
            kasai_rinkai_koen (ShinjukuBuilding | Unset): A building on a station.
     """

    tokyo: ShinjukuBuilding | Unset = UNSET
    akihabara: ShinjukuBuilding | Unset = UNSET
    iidabashi: ShinjukuBuilding | Unset = UNSET
    hatchobori: ShinjukuBuilding | Unset = UNSET
    kachidoki: ShinjukuBuilding | Unset = UNSET
    shimbashi: ShinjukuBuilding | Unset = UNSET
    roppongi: ShinjukuBuilding | Unset = UNSET
    shinagawa: ShinjukuBuilding | Unset = UNSET
    daiba: ShinjukuBuilding | Unset = UNSET
    shinjuku: ShinjukuBuilding | Unset = UNSET
    takadanobaba: ShinjukuBuilding | Unset = UNSET
    yotsuya: ShinjukuBuilding | Unset = UNSET
    todai_mae: ShinjukuBuilding | Unset = UNSET
    ueno: ShinjukuBuilding | Unset = UNSET
    oshiage: ShinjukuBuilding | Unset = UNSET
    kinshicho: ShinjukuBuilding | Unset = UNSET
    monzen_nakacho: ShinjukuBuilding | Unset = UNSET
    shin_kiba: ShinjukuBuilding | Unset = UNSET
    meguro: ShinjukuBuilding | Unset = UNSET
    oimachi: ShinjukuBuilding | Unset = UNSET
    naka_meguro: ShinjukuBuilding | Unset = UNSET
    jiyugaoka: ShinjukuBuilding | Unset = UNSET
    omori: ShinjukuBuilding | Unset = UNSET
    tamagawa: ShinjukuBuilding | Unset = UNSET
    meidai_mae: ShinjukuBuilding | Unset = UNSET
    sangenjaya: ShinjukuBuilding | Unset = UNSET
    futako_tamagawa: ShinjukuBuilding | Unset = UNSET
    shibuya: ShinjukuBuilding | Unset = UNSET
    yoyogi: ShinjukuBuilding | Unset = UNSET
    ebisu: ShinjukuBuilding | Unset = UNSET
    nakano: ShinjukuBuilding | Unset = UNSET
    koenji: ShinjukuBuilding | Unset = UNSET
    eifukucho: ShinjukuBuilding | Unset = UNSET
    ikebukuro: ShinjukuBuilding | Unset = UNSET
    komagome: ShinjukuBuilding | Unset = UNSET
    oji: ShinjukuBuilding | Unset = UNSET
    nishi_nippori: ShinjukuBuilding | Unset = UNSET
    oyama: ShinjukuBuilding | Unset = UNSET
    nerima: ShinjukuBuilding | Unset = UNSET
    kita_senju: ShinjukuBuilding | Unset = UNSET
    aoto: ShinjukuBuilding | Unset = UNSET
    shin_koiwa: ShinjukuBuilding | Unset = UNSET
    hirai: ShinjukuBuilding | Unset = UNSET
    kasai_rinkai_koen: ShinjukuBuilding | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.shinjuku_building import ShinjukuBuilding # noqa: PLC0415
        tokyo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokyo, Unset):
            tokyo = self.tokyo.to_dict()

        akihabara: dict[str, Any] | Unset = UNSET
        if not isinstance(self.akihabara, Unset):
            akihabara = self.akihabara.to_dict()

        iidabashi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.iidabashi, Unset):
            iidabashi = self.iidabashi.to_dict()

        hatchobori: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hatchobori, Unset):
            hatchobori = self.hatchobori.to_dict()

        kachidoki: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kachidoki, Unset):
            kachidoki = self.kachidoki.to_dict()

        shimbashi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shimbashi, Unset):
            shimbashi = self.shimbashi.to_dict()

        roppongi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.roppongi, Unset):
            roppongi = self.roppongi.to_dict()

        shinagawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shinagawa, Unset):
            shinagawa = self.shinagawa.to_dict()

        daiba: dict[str, Any] | Unset = UNSET
        if not isinstance(self.daiba, Unset):
            daiba = self.daiba.to_dict()

        shinjuku: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shinjuku, Unset):
            shinjuku = self.shinjuku.to_dict()

        takadanobaba: dict[str, Any] | Unset = UNSET
        if not isinstance(self.takadanobaba, Unset):
            takadanobaba = self.takadanobaba.to_dict()

        yotsuya: dict[str, Any] | Unset = UNSET
        if not isinstance(self.yotsuya, Unset):
            yotsuya = self.yotsuya.to_dict()

        todai_mae: dict[str, Any] | Unset = UNSET
        if not isinstance(self.todai_mae, Unset):
            todai_mae = self.todai_mae.to_dict()

        ueno: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ueno, Unset):
            ueno = self.ueno.to_dict()

        oshiage: dict[str, Any] | Unset = UNSET
        if not isinstance(self.oshiage, Unset):
            oshiage = self.oshiage.to_dict()

        kinshicho: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kinshicho, Unset):
            kinshicho = self.kinshicho.to_dict()

        monzen_nakacho: dict[str, Any] | Unset = UNSET
        if not isinstance(self.monzen_nakacho, Unset):
            monzen_nakacho = self.monzen_nakacho.to_dict()

        shin_kiba: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shin_kiba, Unset):
            shin_kiba = self.shin_kiba.to_dict()

        meguro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meguro, Unset):
            meguro = self.meguro.to_dict()

        oimachi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.oimachi, Unset):
            oimachi = self.oimachi.to_dict()

        naka_meguro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.naka_meguro, Unset):
            naka_meguro = self.naka_meguro.to_dict()

        jiyugaoka: dict[str, Any] | Unset = UNSET
        if not isinstance(self.jiyugaoka, Unset):
            jiyugaoka = self.jiyugaoka.to_dict()

        omori: dict[str, Any] | Unset = UNSET
        if not isinstance(self.omori, Unset):
            omori = self.omori.to_dict()

        tamagawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tamagawa, Unset):
            tamagawa = self.tamagawa.to_dict()

        meidai_mae: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meidai_mae, Unset):
            meidai_mae = self.meidai_mae.to_dict()

        sangenjaya: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sangenjaya, Unset):
            sangenjaya = self.sangenjaya.to_dict()

        futako_tamagawa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.futako_tamagawa, Unset):
            futako_tamagawa = self.futako_tamagawa.to_dict()

        shibuya: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shibuya, Unset):
            shibuya = self.shibuya.to_dict()

        yoyogi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.yoyogi, Unset):
            yoyogi = self.yoyogi.to_dict()

        ebisu: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ebisu, Unset):
            ebisu = self.ebisu.to_dict()

        nakano: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nakano, Unset):
            nakano = self.nakano.to_dict()

        koenji: dict[str, Any] | Unset = UNSET
        if not isinstance(self.koenji, Unset):
            koenji = self.koenji.to_dict()

        eifukucho: dict[str, Any] | Unset = UNSET
        if not isinstance(self.eifukucho, Unset):
            eifukucho = self.eifukucho.to_dict()

        ikebukuro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ikebukuro, Unset):
            ikebukuro = self.ikebukuro.to_dict()

        komagome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.komagome, Unset):
            komagome = self.komagome.to_dict()

        oji: dict[str, Any] | Unset = UNSET
        if not isinstance(self.oji, Unset):
            oji = self.oji.to_dict()

        nishi_nippori: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nishi_nippori, Unset):
            nishi_nippori = self.nishi_nippori.to_dict()

        oyama: dict[str, Any] | Unset = UNSET
        if not isinstance(self.oyama, Unset):
            oyama = self.oyama.to_dict()

        nerima: dict[str, Any] | Unset = UNSET
        if not isinstance(self.nerima, Unset):
            nerima = self.nerima.to_dict()

        kita_senju: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kita_senju, Unset):
            kita_senju = self.kita_senju.to_dict()

        aoto: dict[str, Any] | Unset = UNSET
        if not isinstance(self.aoto, Unset):
            aoto = self.aoto.to_dict()

        shin_koiwa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shin_koiwa, Unset):
            shin_koiwa = self.shin_koiwa.to_dict()

        hirai: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hirai, Unset):
            hirai = self.hirai.to_dict()

        kasai_rinkai_koen: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kasai_rinkai_koen, Unset):
            kasai_rinkai_koen = self.kasai_rinkai_koen.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if tokyo is not UNSET:
            field_dict["tokyo"] = tokyo
        if akihabara is not UNSET:
            field_dict["akihabara"] = akihabara
        if iidabashi is not UNSET:
            field_dict["iidabashi"] = iidabashi
        if hatchobori is not UNSET:
            field_dict["hatchobori"] = hatchobori
        if kachidoki is not UNSET:
            field_dict["kachidoki"] = kachidoki
        if shimbashi is not UNSET:
            field_dict["shimbashi"] = shimbashi
        if roppongi is not UNSET:
            field_dict["roppongi"] = roppongi
        if shinagawa is not UNSET:
            field_dict["shinagawa"] = shinagawa
        if daiba is not UNSET:
            field_dict["daiba"] = daiba
        if shinjuku is not UNSET:
            field_dict["shinjuku"] = shinjuku
        if takadanobaba is not UNSET:
            field_dict["takadanobaba"] = takadanobaba
        if yotsuya is not UNSET:
            field_dict["yotsuya"] = yotsuya
        if todai_mae is not UNSET:
            field_dict["todai_mae"] = todai_mae
        if ueno is not UNSET:
            field_dict["ueno"] = ueno
        if oshiage is not UNSET:
            field_dict["oshiage"] = oshiage
        if kinshicho is not UNSET:
            field_dict["kinshicho"] = kinshicho
        if monzen_nakacho is not UNSET:
            field_dict["monzen_nakacho"] = monzen_nakacho
        if shin_kiba is not UNSET:
            field_dict["shin_kiba"] = shin_kiba
        if meguro is not UNSET:
            field_dict["meguro"] = meguro
        if oimachi is not UNSET:
            field_dict["oimachi"] = oimachi
        if naka_meguro is not UNSET:
            field_dict["naka_meguro"] = naka_meguro
        if jiyugaoka is not UNSET:
            field_dict["jiyugaoka"] = jiyugaoka
        if omori is not UNSET:
            field_dict["omori"] = omori
        if tamagawa is not UNSET:
            field_dict["tamagawa"] = tamagawa
        if meidai_mae is not UNSET:
            field_dict["meidai_mae"] = meidai_mae
        if sangenjaya is not UNSET:
            field_dict["sangenjaya"] = sangenjaya
        if futako_tamagawa is not UNSET:
            field_dict["futako_tamagawa"] = futako_tamagawa
        if shibuya is not UNSET:
            field_dict["shibuya"] = shibuya
        if yoyogi is not UNSET:
            field_dict["yoyogi"] = yoyogi
        if ebisu is not UNSET:
            field_dict["ebisu"] = ebisu
        if nakano is not UNSET:
            field_dict["nakano"] = nakano
        if koenji is not UNSET:
            field_dict["koenji"] = koenji
        if eifukucho is not UNSET:
            field_dict["eifukucho"] = eifukucho
        if ikebukuro is not UNSET:
            field_dict["ikebukuro"] = ikebukuro
        if komagome is not UNSET:
            field_dict["komagome"] = komagome
        if oji is not UNSET:
            field_dict["oji"] = oji
        if nishi_nippori is not UNSET:
            field_dict["nishi_nippori"] = nishi_nippori
        if oyama is not UNSET:
            field_dict["oyama"] = oyama
        if nerima is not UNSET:
            field_dict["nerima"] = nerima
        if kita_senju is not UNSET:
            field_dict["kita_senju"] = kita_senju
        if aoto is not UNSET:
            field_dict["aoto"] = aoto
        if shin_koiwa is not UNSET:
            field_dict["shin_koiwa"] = shin_koiwa
        if hirai is not UNSET:
            field_dict["hirai"] = hirai
        if kasai_rinkai_koen is not UNSET:
            field_dict["kasai_rinkai_koen"] = kasai_rinkai_koen

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.shinjuku_building import ShinjukuBuilding # noqa: PLC0415
        d = dict(src_dict)
        _tokyo = d.pop("tokyo", UNSET)
        tokyo: ShinjukuBuilding | Unset
        if isinstance(_tokyo,  Unset):
            tokyo = UNSET
        else:
            tokyo = ShinjukuBuilding.from_dict(_tokyo)




        _akihabara = d.pop("akihabara", UNSET)
        akihabara: ShinjukuBuilding | Unset
        if isinstance(_akihabara,  Unset):
            akihabara = UNSET
        else:
            akihabara = ShinjukuBuilding.from_dict(_akihabara)




        _iidabashi = d.pop("iidabashi", UNSET)
        iidabashi: ShinjukuBuilding | Unset
        if isinstance(_iidabashi,  Unset):
            iidabashi = UNSET
        else:
            iidabashi = ShinjukuBuilding.from_dict(_iidabashi)




        _hatchobori = d.pop("hatchobori", UNSET)
        hatchobori: ShinjukuBuilding | Unset
        if isinstance(_hatchobori,  Unset):
            hatchobori = UNSET
        else:
            hatchobori = ShinjukuBuilding.from_dict(_hatchobori)




        _kachidoki = d.pop("kachidoki", UNSET)
        kachidoki: ShinjukuBuilding | Unset
        if isinstance(_kachidoki,  Unset):
            kachidoki = UNSET
        else:
            kachidoki = ShinjukuBuilding.from_dict(_kachidoki)




        _shimbashi = d.pop("shimbashi", UNSET)
        shimbashi: ShinjukuBuilding | Unset
        if isinstance(_shimbashi,  Unset):
            shimbashi = UNSET
        else:
            shimbashi = ShinjukuBuilding.from_dict(_shimbashi)




        _roppongi = d.pop("roppongi", UNSET)
        roppongi: ShinjukuBuilding | Unset
        if isinstance(_roppongi,  Unset):
            roppongi = UNSET
        else:
            roppongi = ShinjukuBuilding.from_dict(_roppongi)




        _shinagawa = d.pop("shinagawa", UNSET)
        shinagawa: ShinjukuBuilding | Unset
        if isinstance(_shinagawa,  Unset):
            shinagawa = UNSET
        else:
            shinagawa = ShinjukuBuilding.from_dict(_shinagawa)




        _daiba = d.pop("daiba", UNSET)
        daiba: ShinjukuBuilding | Unset
        if isinstance(_daiba,  Unset):
            daiba = UNSET
        else:
            daiba = ShinjukuBuilding.from_dict(_daiba)




        _shinjuku = d.pop("shinjuku", UNSET)
        shinjuku: ShinjukuBuilding | Unset
        if isinstance(_shinjuku,  Unset):
            shinjuku = UNSET
        else:
            shinjuku = ShinjukuBuilding.from_dict(_shinjuku)




        _takadanobaba = d.pop("takadanobaba", UNSET)
        takadanobaba: ShinjukuBuilding | Unset
        if isinstance(_takadanobaba,  Unset):
            takadanobaba = UNSET
        else:
            takadanobaba = ShinjukuBuilding.from_dict(_takadanobaba)




        _yotsuya = d.pop("yotsuya", UNSET)
        yotsuya: ShinjukuBuilding | Unset
        if isinstance(_yotsuya,  Unset):
            yotsuya = UNSET
        else:
            yotsuya = ShinjukuBuilding.from_dict(_yotsuya)




        _todai_mae = d.pop("todai_mae", UNSET)
        todai_mae: ShinjukuBuilding | Unset
        if isinstance(_todai_mae,  Unset):
            todai_mae = UNSET
        else:
            todai_mae = ShinjukuBuilding.from_dict(_todai_mae)




        _ueno = d.pop("ueno", UNSET)
        ueno: ShinjukuBuilding | Unset
        if isinstance(_ueno,  Unset):
            ueno = UNSET
        else:
            ueno = ShinjukuBuilding.from_dict(_ueno)




        _oshiage = d.pop("oshiage", UNSET)
        oshiage: ShinjukuBuilding | Unset
        if isinstance(_oshiage,  Unset):
            oshiage = UNSET
        else:
            oshiage = ShinjukuBuilding.from_dict(_oshiage)




        _kinshicho = d.pop("kinshicho", UNSET)
        kinshicho: ShinjukuBuilding | Unset
        if isinstance(_kinshicho,  Unset):
            kinshicho = UNSET
        else:
            kinshicho = ShinjukuBuilding.from_dict(_kinshicho)




        _monzen_nakacho = d.pop("monzen_nakacho", UNSET)
        monzen_nakacho: ShinjukuBuilding | Unset
        if isinstance(_monzen_nakacho,  Unset):
            monzen_nakacho = UNSET
        else:
            monzen_nakacho = ShinjukuBuilding.from_dict(_monzen_nakacho)




        _shin_kiba = d.pop("shin_kiba", UNSET)
        shin_kiba: ShinjukuBuilding | Unset
        if isinstance(_shin_kiba,  Unset):
            shin_kiba = UNSET
        else:
            shin_kiba = ShinjukuBuilding.from_dict(_shin_kiba)




        _meguro = d.pop("meguro", UNSET)
        meguro: ShinjukuBuilding | Unset
        if isinstance(_meguro,  Unset):
            meguro = UNSET
        else:
            meguro = ShinjukuBuilding.from_dict(_meguro)




        _oimachi = d.pop("oimachi", UNSET)
        oimachi: ShinjukuBuilding | Unset
        if isinstance(_oimachi,  Unset):
            oimachi = UNSET
        else:
            oimachi = ShinjukuBuilding.from_dict(_oimachi)




        _naka_meguro = d.pop("naka_meguro", UNSET)
        naka_meguro: ShinjukuBuilding | Unset
        if isinstance(_naka_meguro,  Unset):
            naka_meguro = UNSET
        else:
            naka_meguro = ShinjukuBuilding.from_dict(_naka_meguro)




        _jiyugaoka = d.pop("jiyugaoka", UNSET)
        jiyugaoka: ShinjukuBuilding | Unset
        if isinstance(_jiyugaoka,  Unset):
            jiyugaoka = UNSET
        else:
            jiyugaoka = ShinjukuBuilding.from_dict(_jiyugaoka)




        _omori = d.pop("omori", UNSET)
        omori: ShinjukuBuilding | Unset
        if isinstance(_omori,  Unset):
            omori = UNSET
        else:
            omori = ShinjukuBuilding.from_dict(_omori)




        _tamagawa = d.pop("tamagawa", UNSET)
        tamagawa: ShinjukuBuilding | Unset
        if isinstance(_tamagawa,  Unset):
            tamagawa = UNSET
        else:
            tamagawa = ShinjukuBuilding.from_dict(_tamagawa)




        _meidai_mae = d.pop("meidai_mae", UNSET)
        meidai_mae: ShinjukuBuilding | Unset
        if isinstance(_meidai_mae,  Unset):
            meidai_mae = UNSET
        else:
            meidai_mae = ShinjukuBuilding.from_dict(_meidai_mae)




        _sangenjaya = d.pop("sangenjaya", UNSET)
        sangenjaya: ShinjukuBuilding | Unset
        if isinstance(_sangenjaya,  Unset):
            sangenjaya = UNSET
        else:
            sangenjaya = ShinjukuBuilding.from_dict(_sangenjaya)




        _futako_tamagawa = d.pop("futako_tamagawa", UNSET)
        futako_tamagawa: ShinjukuBuilding | Unset
        if isinstance(_futako_tamagawa,  Unset):
            futako_tamagawa = UNSET
        else:
            futako_tamagawa = ShinjukuBuilding.from_dict(_futako_tamagawa)




        _shibuya = d.pop("shibuya", UNSET)
        shibuya: ShinjukuBuilding | Unset
        if isinstance(_shibuya,  Unset):
            shibuya = UNSET
        else:
            shibuya = ShinjukuBuilding.from_dict(_shibuya)




        _yoyogi = d.pop("yoyogi", UNSET)
        yoyogi: ShinjukuBuilding | Unset
        if isinstance(_yoyogi,  Unset):
            yoyogi = UNSET
        else:
            yoyogi = ShinjukuBuilding.from_dict(_yoyogi)




        _ebisu = d.pop("ebisu", UNSET)
        ebisu: ShinjukuBuilding | Unset
        if isinstance(_ebisu,  Unset):
            ebisu = UNSET
        else:
            ebisu = ShinjukuBuilding.from_dict(_ebisu)




        _nakano = d.pop("nakano", UNSET)
        nakano: ShinjukuBuilding | Unset
        if isinstance(_nakano,  Unset):
            nakano = UNSET
        else:
            nakano = ShinjukuBuilding.from_dict(_nakano)




        _koenji = d.pop("koenji", UNSET)
        koenji: ShinjukuBuilding | Unset
        if isinstance(_koenji,  Unset):
            koenji = UNSET
        else:
            koenji = ShinjukuBuilding.from_dict(_koenji)




        _eifukucho = d.pop("eifukucho", UNSET)
        eifukucho: ShinjukuBuilding | Unset
        if isinstance(_eifukucho,  Unset):
            eifukucho = UNSET
        else:
            eifukucho = ShinjukuBuilding.from_dict(_eifukucho)




        _ikebukuro = d.pop("ikebukuro", UNSET)
        ikebukuro: ShinjukuBuilding | Unset
        if isinstance(_ikebukuro,  Unset):
            ikebukuro = UNSET
        else:
            ikebukuro = ShinjukuBuilding.from_dict(_ikebukuro)




        _komagome = d.pop("komagome", UNSET)
        komagome: ShinjukuBuilding | Unset
        if isinstance(_komagome,  Unset):
            komagome = UNSET
        else:
            komagome = ShinjukuBuilding.from_dict(_komagome)




        _oji = d.pop("oji", UNSET)
        oji: ShinjukuBuilding | Unset
        if isinstance(_oji,  Unset):
            oji = UNSET
        else:
            oji = ShinjukuBuilding.from_dict(_oji)




        _nishi_nippori = d.pop("nishi_nippori", UNSET)
        nishi_nippori: ShinjukuBuilding | Unset
        if isinstance(_nishi_nippori,  Unset):
            nishi_nippori = UNSET
        else:
            nishi_nippori = ShinjukuBuilding.from_dict(_nishi_nippori)




        _oyama = d.pop("oyama", UNSET)
        oyama: ShinjukuBuilding | Unset
        if isinstance(_oyama,  Unset):
            oyama = UNSET
        else:
            oyama = ShinjukuBuilding.from_dict(_oyama)




        _nerima = d.pop("nerima", UNSET)
        nerima: ShinjukuBuilding | Unset
        if isinstance(_nerima,  Unset):
            nerima = UNSET
        else:
            nerima = ShinjukuBuilding.from_dict(_nerima)




        _kita_senju = d.pop("kita_senju", UNSET)
        kita_senju: ShinjukuBuilding | Unset
        if isinstance(_kita_senju,  Unset):
            kita_senju = UNSET
        else:
            kita_senju = ShinjukuBuilding.from_dict(_kita_senju)




        _aoto = d.pop("aoto", UNSET)
        aoto: ShinjukuBuilding | Unset
        if isinstance(_aoto,  Unset):
            aoto = UNSET
        else:
            aoto = ShinjukuBuilding.from_dict(_aoto)




        _shin_koiwa = d.pop("shin_koiwa", UNSET)
        shin_koiwa: ShinjukuBuilding | Unset
        if isinstance(_shin_koiwa,  Unset):
            shin_koiwa = UNSET
        else:
            shin_koiwa = ShinjukuBuilding.from_dict(_shin_koiwa)




        _hirai = d.pop("hirai", UNSET)
        hirai: ShinjukuBuilding | Unset
        if isinstance(_hirai,  Unset):
            hirai = UNSET
        else:
            hirai = ShinjukuBuilding.from_dict(_hirai)




        _kasai_rinkai_koen = d.pop("kasai_rinkai_koen", UNSET)
        kasai_rinkai_koen: ShinjukuBuilding | Unset
        if isinstance(_kasai_rinkai_koen,  Unset):
            kasai_rinkai_koen = UNSET
        else:
            kasai_rinkai_koen = ShinjukuBuilding.from_dict(_kasai_rinkai_koen)




        shinjuku_stations = cls(
            tokyo=tokyo,
            akihabara=akihabara,
            iidabashi=iidabashi,
            hatchobori=hatchobori,
            kachidoki=kachidoki,
            shimbashi=shimbashi,
            roppongi=roppongi,
            shinagawa=shinagawa,
            daiba=daiba,
            shinjuku=shinjuku,
            takadanobaba=takadanobaba,
            yotsuya=yotsuya,
            todai_mae=todai_mae,
            ueno=ueno,
            oshiage=oshiage,
            kinshicho=kinshicho,
            monzen_nakacho=monzen_nakacho,
            shin_kiba=shin_kiba,
            meguro=meguro,
            oimachi=oimachi,
            naka_meguro=naka_meguro,
            jiyugaoka=jiyugaoka,
            omori=omori,
            tamagawa=tamagawa,
            meidai_mae=meidai_mae,
            sangenjaya=sangenjaya,
            futako_tamagawa=futako_tamagawa,
            shibuya=shibuya,
            yoyogi=yoyogi,
            ebisu=ebisu,
            nakano=nakano,
            koenji=koenji,
            eifukucho=eifukucho,
            ikebukuro=ikebukuro,
            komagome=komagome,
            oji=oji,
            nishi_nippori=nishi_nippori,
            oyama=oyama,
            nerima=nerima,
            kita_senju=kita_senju,
            aoto=aoto,
            shin_koiwa=shin_koiwa,
            hirai=hirai,
            kasai_rinkai_koen=kasai_rinkai_koen,
        )

        return shinjuku_stations

