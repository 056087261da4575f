import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

const COUNT_WORDS = words("testimonials?", "reviews?", "quotes?", "at a time", "at once", "per (?:slide|view|row)", "side by side", "visible");

export const testimonialsSlider: TaskManifest = {
  id: "testimonials-slider",
  title: "Testimonials slider",
  // A slider of them: "testimonials" alone is the blueprint planner's Testimonials post type (a list).
  recognise: [
    words("testimonials? (?:slider|carousel|rotator|slideshow)", "(?:slider|carousel|rotator|slideshow) (?:of|with|for) (?:customer |client )?testimonials?", "customer (?:reviews?|quotes?) (?:slider|carousel)", "reviews? (?:slider|carousel)", "quotes? (?:slider|carousel)"),
    /\btestimonials?\b[\s\S]{0,40}\b(?:at a time|at once|slid(?:e|es|ing)|carousel|slider)\b/iu,
  ],
  followUpHints: [words("testimonials?", "slider", "carousel", "slides?", "at a time", "(?:show|display) (?:\\d+|two|three|four|five|six)")],
  params: [
    {
      name: "count",
      type: "integer",
      label: "testimonials in view",
      min: 1,
      max: 6,
      default: 3,
      read: (text) => readNumberNear(text, COUNT_WORDS, 25) ?? readNumberNear(text, words("show", "display"), 12),
      describe: (value) => String(value),
    },
  ],
  pluginName: () => "Testimonials Slider",
  features: (params) => [
    "A Testimonials menu in the admin: each testimonial has the person's name as its title, their words as its content and an optional photo (featured image).",
    `The [testimonials] shortcode shows the newest 30 testimonials ${String(params.count)} at a time (one on narrow screens), and its Previous and Next buttons slide to the others; it works with the keyboard and screen readers and loads no external library.`,
  ],
  usage: () => ["Add two or more testimonials under Testimonials → Add New, put a Shortcode block with [testimonials] on a page and view it: the buttons under the slider move it."],
  hooks: ["init", "enter_title_here"],
  quickPrompt: "Add a testimonials slider that shows 3 at a time",
  tags: ["testimonials", "slider", "shortcode"],
  covers: ["a testimonials slider showing N at a time", "a testimonial post type"],
  assets: ["testimonials-slider.css", "testimonials-slider.js"],
};
