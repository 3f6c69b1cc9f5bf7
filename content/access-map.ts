import { defineContent } from "../domain/i18n/dictionary";
import { company } from "./company";

/** The labels of the drawn access map (app/components/contact/access-map.tsx); the places come from company.ts. */
export const accessMap = defineContent({
  ja: {
    label: `${company.shortName.ja}への略図：${company.address.station.ja}${company.address.stationExit.ja}から東へ、${company.address.building.ja}`,
    station: company.address.station.ja,
    exit: company.address.stationExit.ja,
    building: company.address.building.ja,
    railway: "JR線",
    north: "北",
    schematic: "略図（縮尺は正確ではありません）",
  },
  en: {
    label: `Sketch map to ${company.shortName.en}: east from the ${company.address.stationExit.en} of ${company.address.station.en} to the ${company.address.building.en}`,
    station: company.address.station.en,
    exit: company.address.stationExit.en,
    building: company.address.building.en,
    railway: "JR Line",
    north: "N",
    schematic: "Sketch map, not to scale",
  },
});

export type AccessMapCopy = (typeof accessMap)["ja"];
