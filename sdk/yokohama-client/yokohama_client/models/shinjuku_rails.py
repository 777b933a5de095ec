from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ShinjukuRails")



@_attrs_define
class ShinjukuRails:
    """ Built connections and their owners; free connections are absent.

        Attributes:
            akihabara_iidabashi (int | Unset): The seat whose rail is on `akihabara-iidabashi`.
            akihabara_kinshicho (int | Unset): The seat whose rail is on `akihabara-kinshicho`.
            akihabara_tokyo (int | Unset): The seat whose rail is on `akihabara-tokyo`.
            akihabara_ueno (int | Unset): The seat whose rail is on `akihabara-ueno`.
            aoto_kita_senju (int | Unset): The seat whose rail is on `aoto-kita_senju`.
            aoto_oshiage (int | Unset): The seat whose rail is on `aoto-oshiage`.
            daiba_oimachi (int | Unset): The seat whose rail is on `daiba-oimachi`.
            daiba_shimbashi (int | Unset): The seat whose rail is on `daiba-shimbashi`.
            daiba_shin_kiba (int | Unset): The seat whose rail is on `daiba-shin_kiba`.
            ebisu_meguro (int | Unset): The seat whose rail is on `ebisu-meguro`.
            ebisu_naka_meguro (int | Unset): The seat whose rail is on `ebisu-naka_meguro`.
            ebisu_roppongi (int | Unset): The seat whose rail is on `ebisu-roppongi`.
            ebisu_shibuya (int | Unset): The seat whose rail is on `ebisu-shibuya`.
            eifukucho_meidai_mae (int | Unset): The seat whose rail is on `eifukucho-meidai_mae`.
            futako_tamagawa_jiyugaoka (int | Unset): The seat whose rail is on `futako_tamagawa-jiyugaoka`.
            futako_tamagawa_sangenjaya (int | Unset): The seat whose rail is on `futako_tamagawa-sangenjaya`.
            hatchobori_monzen_nakacho (int | Unset): The seat whose rail is on `hatchobori-monzen_nakacho`.
            hatchobori_tokyo (int | Unset): The seat whose rail is on `hatchobori-tokyo`.
            hirai_kinshicho (int | Unset): The seat whose rail is on `hirai-kinshicho`.
            hirai_oshiage (int | Unset): The seat whose rail is on `hirai-oshiage`.
            hirai_shin_koiwa (int | Unset): The seat whose rail is on `hirai-shin_koiwa`.
            iidabashi_shinjuku (int | Unset): The seat whose rail is on `iidabashi-shinjuku`.
            iidabashi_takadanobaba (int | Unset): The seat whose rail is on `iidabashi-takadanobaba`.
            iidabashi_todai_mae (int | Unset): The seat whose rail is on `iidabashi-todai_mae`.
            iidabashi_tokyo (int | Unset): The seat whose rail is on `iidabashi-tokyo`.
            iidabashi_ueno (int | Unset): The seat whose rail is on `iidabashi-ueno`.
            ikebukuro_komagome (int | Unset): The seat whose rail is on `ikebukuro-komagome`.
            ikebukuro_oyama (int | Unset): The seat whose rail is on `ikebukuro-oyama`.
            ikebukuro_takadanobaba (int | Unset): The seat whose rail is on `ikebukuro-takadanobaba`.
            jiyugaoka_naka_meguro (int | Unset): The seat whose rail is on `jiyugaoka-naka_meguro`.
            jiyugaoka_oimachi (int | Unset): The seat whose rail is on `jiyugaoka-oimachi`.
            jiyugaoka_tamagawa (int | Unset): The seat whose rail is on `jiyugaoka-tamagawa`.
            kachidoki_monzen_nakacho (int | Unset): The seat whose rail is on `kachidoki-monzen_nakacho`.
            kachidoki_shimbashi (int | Unset): The seat whose rail is on `kachidoki-shimbashi`.
            kasai_rinkai_koen_shin_kiba (int | Unset): The seat whose rail is on `kasai_rinkai_koen-shin_kiba`.
            kinshicho_monzen_nakacho (int | Unset): The seat whose rail is on `kinshicho-monzen_nakacho`.
            kinshicho_oshiage (int | Unset): The seat whose rail is on `kinshicho-oshiage`.
            kita_senju_nishi_nippori (int | Unset): The seat whose rail is on `kita_senju-nishi_nippori`.
            kita_senju_ueno (int | Unset): The seat whose rail is on `kita_senju-ueno`.
            koenji_nakano (int | Unset): The seat whose rail is on `koenji-nakano`.
            komagome_nishi_nippori (int | Unset): The seat whose rail is on `komagome-nishi_nippori`.
            komagome_oji (int | Unset): The seat whose rail is on `komagome-oji`.
            komagome_todai_mae (int | Unset): The seat whose rail is on `komagome-todai_mae`.
            meguro_oimachi (int | Unset): The seat whose rail is on `meguro-oimachi`.
            meguro_shinagawa (int | Unset): The seat whose rail is on `meguro-shinagawa`.
            meidai_mae_shibuya (int | Unset): The seat whose rail is on `meidai_mae-shibuya`.
            meidai_mae_shinjuku (int | Unset): The seat whose rail is on `meidai_mae-shinjuku`.
            monzen_nakacho_shin_kiba (int | Unset): The seat whose rail is on `monzen_nakacho-shin_kiba`.
            naka_meguro_shibuya (int | Unset): The seat whose rail is on `naka_meguro-shibuya`.
            nakano_nerima (int | Unset): The seat whose rail is on `nakano-nerima`.
            nakano_shinjuku (int | Unset): The seat whose rail is on `nakano-shinjuku`.
            nakano_takadanobaba (int | Unset): The seat whose rail is on `nakano-takadanobaba`.
            nishi_nippori_oji (int | Unset): The seat whose rail is on `nishi_nippori-oji`.
            nishi_nippori_ueno (int | Unset): The seat whose rail is on `nishi_nippori-ueno`.
            oimachi_omori (int | Unset): The seat whose rail is on `oimachi-omori`.
            oimachi_shinagawa (int | Unset): The seat whose rail is on `oimachi-shinagawa`.
            oshiage_ueno (int | Unset): The seat whose rail is on `oshiage-ueno`.
            roppongi_shimbashi (int | Unset): The seat whose rail is on `roppongi-shimbashi`.
            roppongi_yotsuya (int | Unset): The seat whose rail is on `roppongi-yotsuya`.
            roppongi_yoyogi (int | Unset): The seat whose rail is on `roppongi-yoyogi`.
            sangenjaya_shibuya (int | Unset): The seat whose rail is on `sangenjaya-shibuya`.
            shibuya_yoyogi (int | Unset): The seat whose rail is on `shibuya-yoyogi`.
            shimbashi_shinagawa (int | Unset): The seat whose rail is on `shimbashi-shinagawa`.
            shimbashi_tokyo (int | Unset): The seat whose rail is on `shimbashi-tokyo`.
            shinjuku_takadanobaba (int | Unset): The seat whose rail is on `shinjuku-takadanobaba`.
            shinjuku_yotsuya (int | Unset): The seat whose rail is on `shinjuku-yotsuya`.
            tokyo_yotsuya (int | Unset): The seat whose rail is on `tokyo-yotsuya`.
     """

    akihabara_iidabashi: int | Unset = UNSET
    akihabara_kinshicho: int | Unset = UNSET
    akihabara_tokyo: int | Unset = UNSET
    akihabara_ueno: int | Unset = UNSET
    aoto_kita_senju: int | Unset = UNSET
    aoto_oshiage: int | Unset = UNSET
    daiba_oimachi: int | Unset = UNSET
    daiba_shimbashi: int | Unset = UNSET
    daiba_shin_kiba: int | Unset = UNSET
    ebisu_meguro: int | Unset = UNSET
    ebisu_naka_meguro: int | Unset = UNSET
    ebisu_roppongi: int | Unset = UNSET
    ebisu_shibuya: int | Unset = UNSET
    eifukucho_meidai_mae: int | Unset = UNSET
    futako_tamagawa_jiyugaoka: int | Unset = UNSET
    futako_tamagawa_sangenjaya: int | Unset = UNSET
    hatchobori_monzen_nakacho: int | Unset = UNSET
    hatchobori_tokyo: int | Unset = UNSET
    hirai_kinshicho: int | Unset = UNSET
    hirai_oshiage: int | Unset = UNSET
    hirai_shin_koiwa: int | Unset = UNSET
    iidabashi_shinjuku: int | Unset = UNSET
    iidabashi_takadanobaba: int | Unset = UNSET
    iidabashi_todai_mae: int | Unset = UNSET
    iidabashi_tokyo: int | Unset = UNSET
    iidabashi_ueno: int | Unset = UNSET
    ikebukuro_komagome: int | Unset = UNSET
    ikebukuro_oyama: int | Unset = UNSET
    ikebukuro_takadanobaba: int | Unset = UNSET
    jiyugaoka_naka_meguro: int | Unset = UNSET
    jiyugaoka_oimachi: int | Unset = UNSET
    jiyugaoka_tamagawa: int | Unset = UNSET
    kachidoki_monzen_nakacho: int | Unset = UNSET
    kachidoki_shimbashi: int | Unset = UNSET
    kasai_rinkai_koen_shin_kiba: int | Unset = UNSET
    kinshicho_monzen_nakacho: int | Unset = UNSET
    kinshicho_oshiage: int | Unset = UNSET
    kita_senju_nishi_nippori: int | Unset = UNSET
    kita_senju_ueno: int | Unset = UNSET
    koenji_nakano: int | Unset = UNSET
    komagome_nishi_nippori: int | Unset = UNSET
    komagome_oji: int | Unset = UNSET
    komagome_todai_mae: int | Unset = UNSET
    meguro_oimachi: int | Unset = UNSET
    meguro_shinagawa: int | Unset = UNSET
    meidai_mae_shibuya: int | Unset = UNSET
    meidai_mae_shinjuku: int | Unset = UNSET
    monzen_nakacho_shin_kiba: int | Unset = UNSET
    naka_meguro_shibuya: int | Unset = UNSET
    nakano_nerima: int | Unset = UNSET
    nakano_shinjuku: int | Unset = UNSET
    nakano_takadanobaba: int | Unset = UNSET
    nishi_nippori_oji: int | Unset = UNSET
    nishi_nippori_ueno: int | Unset = UNSET
    oimachi_omori: int | Unset = UNSET
    oimachi_shinagawa: int | Unset = UNSET
    oshiage_ueno: int | Unset = UNSET
    roppongi_shimbashi: int | Unset = UNSET
    roppongi_yotsuya: int | Unset = UNSET
    roppongi_yoyogi: int | Unset = UNSET
    sangenjaya_shibuya: int | Unset = UNSET
    shibuya_yoyogi: int | Unset = UNSET
    shimbashi_shinagawa: int | Unset = UNSET
    shimbashi_tokyo: int | Unset = UNSET
    shinjuku_takadanobaba: int | Unset = UNSET
    shinjuku_yotsuya: int | Unset = UNSET
    tokyo_yotsuya: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        akihabara_iidabashi = self.akihabara_iidabashi

        akihabara_kinshicho = self.akihabara_kinshicho

        akihabara_tokyo = self.akihabara_tokyo

        akihabara_ueno = self.akihabara_ueno

        aoto_kita_senju = self.aoto_kita_senju

        aoto_oshiage = self.aoto_oshiage

        daiba_oimachi = self.daiba_oimachi

        daiba_shimbashi = self.daiba_shimbashi

        daiba_shin_kiba = self.daiba_shin_kiba

        ebisu_meguro = self.ebisu_meguro

        ebisu_naka_meguro = self.ebisu_naka_meguro

        ebisu_roppongi = self.ebisu_roppongi

        ebisu_shibuya = self.ebisu_shibuya

        eifukucho_meidai_mae = self.eifukucho_meidai_mae

        futako_tamagawa_jiyugaoka = self.futako_tamagawa_jiyugaoka

        futako_tamagawa_sangenjaya = self.futako_tamagawa_sangenjaya

        hatchobori_monzen_nakacho = self.hatchobori_monzen_nakacho

        hatchobori_tokyo = self.hatchobori_tokyo

        hirai_kinshicho = self.hirai_kinshicho

        hirai_oshiage = self.hirai_oshiage

        hirai_shin_koiwa = self.hirai_shin_koiwa

        iidabashi_shinjuku = self.iidabashi_shinjuku

        iidabashi_takadanobaba = self.iidabashi_takadanobaba

        iidabashi_todai_mae = self.iidabashi_todai_mae

        iidabashi_tokyo = self.iidabashi_tokyo

        iidabashi_ueno = self.iidabashi_ueno

        ikebukuro_komagome = self.ikebukuro_komagome

        ikebukuro_oyama = self.ikebukuro_oyama

        ikebukuro_takadanobaba = self.ikebukuro_takadanobaba

        jiyugaoka_naka_meguro = self.jiyugaoka_naka_meguro

        jiyugaoka_oimachi = self.jiyugaoka_oimachi

        jiyugaoka_tamagawa = self.jiyugaoka_tamagawa

        kachidoki_monzen_nakacho = self.kachidoki_monzen_nakacho

        kachidoki_shimbashi = self.kachidoki_shimbashi

        kasai_rinkai_koen_shin_kiba = self.kasai_rinkai_koen_shin_kiba

        kinshicho_monzen_nakacho = self.kinshicho_monzen_nakacho

        kinshicho_oshiage = self.kinshicho_oshiage

        kita_senju_nishi_nippori = self.kita_senju_nishi_nippori

        kita_senju_ueno = self.kita_senju_ueno

        koenji_nakano = self.koenji_nakano

        komagome_nishi_nippori = self.komagome_nishi_nippori

        komagome_oji = self.komagome_oji

        komagome_todai_mae = self.komagome_todai_mae

        meguro_oimachi = self.meguro_oimachi

        meguro_shinagawa = self.meguro_shinagawa

        meidai_mae_shibuya = self.meidai_mae_shibuya

        meidai_mae_shinjuku = self.meidai_mae_shinjuku

        monzen_nakacho_shin_kiba = self.monzen_nakacho_shin_kiba

        naka_meguro_shibuya = self.naka_meguro_shibuya

        nakano_nerima = self.nakano_nerima

        nakano_shinjuku = self.nakano_shinjuku

        nakano_takadanobaba = self.nakano_takadanobaba

        nishi_nippori_oji = self.nishi_nippori_oji

        nishi_nippori_ueno = self.nishi_nippori_ueno

        oimachi_omori = self.oimachi_omori

        oimachi_shinagawa = self.oimachi_shinagawa

        oshiage_ueno = self.oshiage_ueno

        roppongi_shimbashi = self.roppongi_shimbashi

        roppongi_yotsuya = self.roppongi_yotsuya

        roppongi_yoyogi = self.roppongi_yoyogi

        sangenjaya_shibuya = self.sangenjaya_shibuya

        shibuya_yoyogi = self.shibuya_yoyogi

        shimbashi_shinagawa = self.shimbashi_shinagawa

        shimbashi_tokyo = self.shimbashi_tokyo

        shinjuku_takadanobaba = self.shinjuku_takadanobaba

        shinjuku_yotsuya = self.shinjuku_yotsuya

        tokyo_yotsuya = self.tokyo_yotsuya


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if akihabara_iidabashi is not UNSET:
            field_dict["akihabara-iidabashi"] = akihabara_iidabashi
        if akihabara_kinshicho is not UNSET:
            field_dict["akihabara-kinshicho"] = akihabara_kinshicho
        if akihabara_tokyo is not UNSET:
            field_dict["akihabara-tokyo"] = akihabara_tokyo
        if akihabara_ueno is not UNSET:
            field_dict["akihabara-ueno"] = akihabara_ueno
        if aoto_kita_senju is not UNSET:
            field_dict["aoto-kita_senju"] = aoto_kita_senju
        if aoto_oshiage is not UNSET:
            field_dict["aoto-oshiage"] = aoto_oshiage
        if daiba_oimachi is not UNSET:
            field_dict["daiba-oimachi"] = daiba_oimachi
        if daiba_shimbashi is not UNSET:
            field_dict["daiba-shimbashi"] = daiba_shimbashi
        if daiba_shin_kiba is not UNSET:
            field_dict["daiba-shin_kiba"] = daiba_shin_kiba
        if ebisu_meguro is not UNSET:
            field_dict["ebisu-meguro"] = ebisu_meguro
        if ebisu_naka_meguro is not UNSET:
            field_dict["ebisu-naka_meguro"] = ebisu_naka_meguro
        if ebisu_roppongi is not UNSET:
            field_dict["ebisu-roppongi"] = ebisu_roppongi
        if ebisu_shibuya is not UNSET:
            field_dict["ebisu-shibuya"] = ebisu_shibuya
        if eifukucho_meidai_mae is not UNSET:
            field_dict["eifukucho-meidai_mae"] = eifukucho_meidai_mae
        if futako_tamagawa_jiyugaoka is not UNSET:
            field_dict["futako_tamagawa-jiyugaoka"] = futako_tamagawa_jiyugaoka
        if futako_tamagawa_sangenjaya is not UNSET:
            field_dict["futako_tamagawa-sangenjaya"] = futako_tamagawa_sangenjaya
        if hatchobori_monzen_nakacho is not UNSET:
            field_dict["hatchobori-monzen_nakacho"] = hatchobori_monzen_nakacho
        if hatchobori_tokyo is not UNSET:
            field_dict["hatchobori-tokyo"] = hatchobori_tokyo
        if hirai_kinshicho is not UNSET:
            field_dict["hirai-kinshicho"] = hirai_kinshicho
        if hirai_oshiage is not UNSET:
            field_dict["hirai-oshiage"] = hirai_oshiage
        if hirai_shin_koiwa is not UNSET:
            field_dict["hirai-shin_koiwa"] = hirai_shin_koiwa
        if iidabashi_shinjuku is not UNSET:
            field_dict["iidabashi-shinjuku"] = iidabashi_shinjuku
        if iidabashi_takadanobaba is not UNSET:
            field_dict["iidabashi-takadanobaba"] = iidabashi_takadanobaba
        if iidabashi_todai_mae is not UNSET:
            field_dict["iidabashi-todai_mae"] = iidabashi_todai_mae
        if iidabashi_tokyo is not UNSET:
            field_dict["iidabashi-tokyo"] = iidabashi_tokyo
        if iidabashi_ueno is not UNSET:
            field_dict["iidabashi-ueno"] = iidabashi_ueno
        if ikebukuro_komagome is not UNSET:
            field_dict["ikebukuro-komagome"] = ikebukuro_komagome
        if ikebukuro_oyama is not UNSET:
            field_dict["ikebukuro-oyama"] = ikebukuro_oyama
        if ikebukuro_takadanobaba is not UNSET:
            field_dict["ikebukuro-takadanobaba"] = ikebukuro_takadanobaba
        if jiyugaoka_naka_meguro is not UNSET:
            field_dict["jiyugaoka-naka_meguro"] = jiyugaoka_naka_meguro
        if jiyugaoka_oimachi is not UNSET:
            field_dict["jiyugaoka-oimachi"] = jiyugaoka_oimachi
        if jiyugaoka_tamagawa is not UNSET:
            field_dict["jiyugaoka-tamagawa"] = jiyugaoka_tamagawa
        if kachidoki_monzen_nakacho is not UNSET:
            field_dict["kachidoki-monzen_nakacho"] = kachidoki_monzen_nakacho
        if kachidoki_shimbashi is not UNSET:
            field_dict["kachidoki-shimbashi"] = kachidoki_shimbashi
        if kasai_rinkai_koen_shin_kiba is not UNSET:
            field_dict["kasai_rinkai_koen-shin_kiba"] = kasai_rinkai_koen_shin_kiba
        if kinshicho_monzen_nakacho is not UNSET:
            field_dict["kinshicho-monzen_nakacho"] = kinshicho_monzen_nakacho
        if kinshicho_oshiage is not UNSET:
            field_dict["kinshicho-oshiage"] = kinshicho_oshiage
        if kita_senju_nishi_nippori is not UNSET:
            field_dict["kita_senju-nishi_nippori"] = kita_senju_nishi_nippori
        if kita_senju_ueno is not UNSET:
            field_dict["kita_senju-ueno"] = kita_senju_ueno
        if koenji_nakano is not UNSET:
            field_dict["koenji-nakano"] = koenji_nakano
        if komagome_nishi_nippori is not UNSET:
            field_dict["komagome-nishi_nippori"] = komagome_nishi_nippori
        if komagome_oji is not UNSET:
            field_dict["komagome-oji"] = komagome_oji
        if komagome_todai_mae is not UNSET:
            field_dict["komagome-todai_mae"] = komagome_todai_mae
        if meguro_oimachi is not UNSET:
            field_dict["meguro-oimachi"] = meguro_oimachi
        if meguro_shinagawa is not UNSET:
            field_dict["meguro-shinagawa"] = meguro_shinagawa
        if meidai_mae_shibuya is not UNSET:
            field_dict["meidai_mae-shibuya"] = meidai_mae_shibuya
        if meidai_mae_shinjuku is not UNSET:
            field_dict["meidai_mae-shinjuku"] = meidai_mae_shinjuku
        if monzen_nakacho_shin_kiba is not UNSET:
            field_dict["monzen_nakacho-shin_kiba"] = monzen_nakacho_shin_kiba
        if naka_meguro_shibuya is not UNSET:
            field_dict["naka_meguro-shibuya"] = naka_meguro_shibuya
        if nakano_nerima is not UNSET:
            field_dict["nakano-nerima"] = nakano_nerima
        if nakano_shinjuku is not UNSET:
            field_dict["nakano-shinjuku"] = nakano_shinjuku
        if nakano_takadanobaba is not UNSET:
            field_dict["nakano-takadanobaba"] = nakano_takadanobaba
        if nishi_nippori_oji is not UNSET:
            field_dict["nishi_nippori-oji"] = nishi_nippori_oji
        if nishi_nippori_ueno is not UNSET:
            field_dict["nishi_nippori-ueno"] = nishi_nippori_ueno
        if oimachi_omori is not UNSET:
            field_dict["oimachi-omori"] = oimachi_omori
        if oimachi_shinagawa is not UNSET:
            field_dict["oimachi-shinagawa"] = oimachi_shinagawa
        if oshiage_ueno is not UNSET:
            field_dict["oshiage-ueno"] = oshiage_ueno
        if roppongi_shimbashi is not UNSET:
            field_dict["roppongi-shimbashi"] = roppongi_shimbashi
        if roppongi_yotsuya is not UNSET:
            field_dict["roppongi-yotsuya"] = roppongi_yotsuya
        if roppongi_yoyogi is not UNSET:
            field_dict["roppongi-yoyogi"] = roppongi_yoyogi
        if sangenjaya_shibuya is not UNSET:
            field_dict["sangenjaya-shibuya"] = sangenjaya_shibuya
        if shibuya_yoyogi is not UNSET:
            field_dict["shibuya-yoyogi"] = shibuya_yoyogi
        if shimbashi_shinagawa is not UNSET:
            field_dict["shimbashi-shinagawa"] = shimbashi_shinagawa
        if shimbashi_tokyo is not UNSET:
            field_dict["shimbashi-tokyo"] = shimbashi_tokyo
        if shinjuku_takadanobaba is not UNSET:
            field_dict["shinjuku-takadanobaba"] = shinjuku_takadanobaba
        if shinjuku_yotsuya is not UNSET:
            field_dict["shinjuku-yotsuya"] = shinjuku_yotsuya
        if tokyo_yotsuya is not UNSET:
            field_dict["tokyo-yotsuya"] = tokyo_yotsuya

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        akihabara_iidabashi = d.pop("akihabara-iidabashi", UNSET)

        akihabara_kinshicho = d.pop("akihabara-kinshicho", UNSET)

        akihabara_tokyo = d.pop("akihabara-tokyo", UNSET)

        akihabara_ueno = d.pop("akihabara-ueno", UNSET)

        aoto_kita_senju = d.pop("aoto-kita_senju", UNSET)

        aoto_oshiage = d.pop("aoto-oshiage", UNSET)

        daiba_oimachi = d.pop("daiba-oimachi", UNSET)

        daiba_shimbashi = d.pop("daiba-shimbashi", UNSET)

        daiba_shin_kiba = d.pop("daiba-shin_kiba", UNSET)

        ebisu_meguro = d.pop("ebisu-meguro", UNSET)

        ebisu_naka_meguro = d.pop("ebisu-naka_meguro", UNSET)

        ebisu_roppongi = d.pop("ebisu-roppongi", UNSET)

        ebisu_shibuya = d.pop("ebisu-shibuya", UNSET)

        eifukucho_meidai_mae = d.pop("eifukucho-meidai_mae", UNSET)

        futako_tamagawa_jiyugaoka = d.pop("futako_tamagawa-jiyugaoka", UNSET)

        futako_tamagawa_sangenjaya = d.pop("futako_tamagawa-sangenjaya", UNSET)

        hatchobori_monzen_nakacho = d.pop("hatchobori-monzen_nakacho", UNSET)

        hatchobori_tokyo = d.pop("hatchobori-tokyo", UNSET)

        hirai_kinshicho = d.pop("hirai-kinshicho", UNSET)

        hirai_oshiage = d.pop("hirai-oshiage", UNSET)

        hirai_shin_koiwa = d.pop("hirai-shin_koiwa", UNSET)

        iidabashi_shinjuku = d.pop("iidabashi-shinjuku", UNSET)

        iidabashi_takadanobaba = d.pop("iidabashi-takadanobaba", UNSET)

        iidabashi_todai_mae = d.pop("iidabashi-todai_mae", UNSET)

        iidabashi_tokyo = d.pop("iidabashi-tokyo", UNSET)

        iidabashi_ueno = d.pop("iidabashi-ueno", UNSET)

        ikebukuro_komagome = d.pop("ikebukuro-komagome", UNSET)

        ikebukuro_oyama = d.pop("ikebukuro-oyama", UNSET)

        ikebukuro_takadanobaba = d.pop("ikebukuro-takadanobaba", UNSET)

        jiyugaoka_naka_meguro = d.pop("jiyugaoka-naka_meguro", UNSET)

        jiyugaoka_oimachi = d.pop("jiyugaoka-oimachi", UNSET)

        jiyugaoka_tamagawa = d.pop("jiyugaoka-tamagawa", UNSET)

        kachidoki_monzen_nakacho = d.pop("kachidoki-monzen_nakacho", UNSET)

        kachidoki_shimbashi = d.pop("kachidoki-shimbashi", UNSET)

        kasai_rinkai_koen_shin_kiba = d.pop("kasai_rinkai_koen-shin_kiba", UNSET)

        kinshicho_monzen_nakacho = d.pop("kinshicho-monzen_nakacho", UNSET)

        kinshicho_oshiage = d.pop("kinshicho-oshiage", UNSET)

        kita_senju_nishi_nippori = d.pop("kita_senju-nishi_nippori", UNSET)

        kita_senju_ueno = d.pop("kita_senju-ueno", UNSET)

        koenji_nakano = d.pop("koenji-nakano", UNSET)

        komagome_nishi_nippori = d.pop("komagome-nishi_nippori", UNSET)

        komagome_oji = d.pop("komagome-oji", UNSET)

        komagome_todai_mae = d.pop("komagome-todai_mae", UNSET)

        meguro_oimachi = d.pop("meguro-oimachi", UNSET)

        meguro_shinagawa = d.pop("meguro-shinagawa", UNSET)

        meidai_mae_shibuya = d.pop("meidai_mae-shibuya", UNSET)

        meidai_mae_shinjuku = d.pop("meidai_mae-shinjuku", UNSET)

        monzen_nakacho_shin_kiba = d.pop("monzen_nakacho-shin_kiba", UNSET)

        naka_meguro_shibuya = d.pop("naka_meguro-shibuya", UNSET)

        nakano_nerima = d.pop("nakano-nerima", UNSET)

        nakano_shinjuku = d.pop("nakano-shinjuku", UNSET)

        nakano_takadanobaba = d.pop("nakano-takadanobaba", UNSET)

        nishi_nippori_oji = d.pop("nishi_nippori-oji", UNSET)

        nishi_nippori_ueno = d.pop("nishi_nippori-ueno", UNSET)

        oimachi_omori = d.pop("oimachi-omori", UNSET)

        oimachi_shinagawa = d.pop("oimachi-shinagawa", UNSET)

        oshiage_ueno = d.pop("oshiage-ueno", UNSET)

        roppongi_shimbashi = d.pop("roppongi-shimbashi", UNSET)

        roppongi_yotsuya = d.pop("roppongi-yotsuya", UNSET)

        roppongi_yoyogi = d.pop("roppongi-yoyogi", UNSET)

        sangenjaya_shibuya = d.pop("sangenjaya-shibuya", UNSET)

        shibuya_yoyogi = d.pop("shibuya-yoyogi", UNSET)

        shimbashi_shinagawa = d.pop("shimbashi-shinagawa", UNSET)

        shimbashi_tokyo = d.pop("shimbashi-tokyo", UNSET)

        shinjuku_takadanobaba = d.pop("shinjuku-takadanobaba", UNSET)

        shinjuku_yotsuya = d.pop("shinjuku-yotsuya", UNSET)

        tokyo_yotsuya = d.pop("tokyo-yotsuya", UNSET)

        shinjuku_rails = cls(
            akihabara_iidabashi=akihabara_iidabashi,
            akihabara_kinshicho=akihabara_kinshicho,
            akihabara_tokyo=akihabara_tokyo,
            akihabara_ueno=akihabara_ueno,
            aoto_kita_senju=aoto_kita_senju,
            aoto_oshiage=aoto_oshiage,
            daiba_oimachi=daiba_oimachi,
            daiba_shimbashi=daiba_shimbashi,
            daiba_shin_kiba=daiba_shin_kiba,
            ebisu_meguro=ebisu_meguro,
            ebisu_naka_meguro=ebisu_naka_meguro,
            ebisu_roppongi=ebisu_roppongi,
            ebisu_shibuya=ebisu_shibuya,
            eifukucho_meidai_mae=eifukucho_meidai_mae,
            futako_tamagawa_jiyugaoka=futako_tamagawa_jiyugaoka,
            futako_tamagawa_sangenjaya=futako_tamagawa_sangenjaya,
            hatchobori_monzen_nakacho=hatchobori_monzen_nakacho,
            hatchobori_tokyo=hatchobori_tokyo,
            hirai_kinshicho=hirai_kinshicho,
            hirai_oshiage=hirai_oshiage,
            hirai_shin_koiwa=hirai_shin_koiwa,
            iidabashi_shinjuku=iidabashi_shinjuku,
            iidabashi_takadanobaba=iidabashi_takadanobaba,
            iidabashi_todai_mae=iidabashi_todai_mae,
            iidabashi_tokyo=iidabashi_tokyo,
            iidabashi_ueno=iidabashi_ueno,
            ikebukuro_komagome=ikebukuro_komagome,
            ikebukuro_oyama=ikebukuro_oyama,
            ikebukuro_takadanobaba=ikebukuro_takadanobaba,
            jiyugaoka_naka_meguro=jiyugaoka_naka_meguro,
            jiyugaoka_oimachi=jiyugaoka_oimachi,
            jiyugaoka_tamagawa=jiyugaoka_tamagawa,
            kachidoki_monzen_nakacho=kachidoki_monzen_nakacho,
            kachidoki_shimbashi=kachidoki_shimbashi,
            kasai_rinkai_koen_shin_kiba=kasai_rinkai_koen_shin_kiba,
            kinshicho_monzen_nakacho=kinshicho_monzen_nakacho,
            kinshicho_oshiage=kinshicho_oshiage,
            kita_senju_nishi_nippori=kita_senju_nishi_nippori,
            kita_senju_ueno=kita_senju_ueno,
            koenji_nakano=koenji_nakano,
            komagome_nishi_nippori=komagome_nishi_nippori,
            komagome_oji=komagome_oji,
            komagome_todai_mae=komagome_todai_mae,
            meguro_oimachi=meguro_oimachi,
            meguro_shinagawa=meguro_shinagawa,
            meidai_mae_shibuya=meidai_mae_shibuya,
            meidai_mae_shinjuku=meidai_mae_shinjuku,
            monzen_nakacho_shin_kiba=monzen_nakacho_shin_kiba,
            naka_meguro_shibuya=naka_meguro_shibuya,
            nakano_nerima=nakano_nerima,
            nakano_shinjuku=nakano_shinjuku,
            nakano_takadanobaba=nakano_takadanobaba,
            nishi_nippori_oji=nishi_nippori_oji,
            nishi_nippori_ueno=nishi_nippori_ueno,
            oimachi_omori=oimachi_omori,
            oimachi_shinagawa=oimachi_shinagawa,
            oshiage_ueno=oshiage_ueno,
            roppongi_shimbashi=roppongi_shimbashi,
            roppongi_yotsuya=roppongi_yotsuya,
            roppongi_yoyogi=roppongi_yoyogi,
            sangenjaya_shibuya=sangenjaya_shibuya,
            shibuya_yoyogi=shibuya_yoyogi,
            shimbashi_shinagawa=shimbashi_shinagawa,
            shimbashi_tokyo=shimbashi_tokyo,
            shinjuku_takadanobaba=shinjuku_takadanobaba,
            shinjuku_yotsuya=shinjuku_yotsuya,
            tokyo_yotsuya=tokyo_yotsuya,
        )

        return shinjuku_rails

