// The FAQ and the city's information, fetched together: two small pages of plain facts; one
// chunk costs the first download one file name, not two. Each by its page id (the route
// table's), so that the first download names each page once; the chunk is named after the
// first of them, which keeps its file name short.
import { CityInfoPage } from "../../features/city-info/city-info-page";
import { FaqPage } from "../../features/faq/faq-page";

export const pages = { faq: FaqPage, "city-info": CityInfoPage };
