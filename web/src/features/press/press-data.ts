// The press photos (content/press.json), typed.
import data from "@content/press.json";
import type { Bilingual } from "../../config/site";

export interface PressImage {
  src: string;
  width: number;
  height: number;
  alt: Bilingual;
}

export interface PressGalleryData {
  placeholder: string;
  images: PressImage[];
}

/** Specification section 9: at most 4 images. */
export const MAX_PRESS_IMAGES = 4;

export const press = data as PressGalleryData;
