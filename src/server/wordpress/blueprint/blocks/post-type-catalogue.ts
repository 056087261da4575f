/** A meta field of a post type, edited in a meta box and exposed in the REST API. */
export interface MetaField {
  key: string;
  label: string;
  type: "text" | "url" | "email" | "date" | "number";
}

export interface PostTypeKind {
  /** Short key: the post type is `ps_<key>`. */
  key: string;
  singular: string;
  plural: string;
  icon: string;
  fields: MetaField[];
  /** Words (English and Swedish) that ask for this kind, as regular-expression alternatives. */
  words: string[];
  samples: Array<{ title: string; text: string; values: Record<string, string> }>;
}

export const POST_TYPE_KINDS: readonly PostTypeKind[] = [
  {
    key: "testimonial",
    singular: "Testimonial",
    plural: "Testimonials",
    icon: "dashicons-format-quote",
    fields: [
      { key: "customer_name", label: "Customer name", type: "text" },
      { key: "company", label: "Company", type: "text" },
      { key: "rating", label: "Rating (1-5)", type: "number" },
    ],
    words: ["testimonials?", "customer reviews?", "reviews?", "kundomdömen", "kundomdöme", "omdömen", "omdöme", "recensioner", "recension"],
    samples: [
      { title: "Fast and friendly", text: "They answered within the hour and fixed everything.", values: { customer_name: "Anna Berg", company: "Berg & Co", rating: "5" } },
      { title: "Highly recommended", text: "Clear pricing, great results, we will be back.", values: { customer_name: "Jonas Ek", company: "Ek Design", rating: "4" } },
    ],
  },
  {
    key: "portfolio",
    singular: "Portfolio Item",
    plural: "Portfolio",
    icon: "dashicons-portfolio",
    fields: [
      { key: "client", label: "Client", type: "text" },
      { key: "project_url", label: "Project URL", type: "url" },
    ],
    words: ["portfolio items?", "portfolios?", "portfolion", "arbetsprover"],
    samples: [
      { title: "Harbour Café website", text: "A new website with online table booking.", values: { client: "Harbour Café", project_url: "https://example.com/harbour" } },
      { title: "Nordic Bikes brand", text: "Logo, colours and a product catalogue.", values: { client: "Nordic Bikes", project_url: "https://example.com/bikes" } },
    ],
  },
  {
    key: "event",
    singular: "Event",
    plural: "Events",
    icon: "dashicons-calendar-alt",
    fields: [
      { key: "event_date", label: "Date", type: "date" },
      { key: "location", label: "Location", type: "text" },
    ],
    words: ["events?", "event calendar", "calendar", "evenemang", "evenemangen", "händelser", "kalender", "kalendarium"],
    samples: [
      { title: "Summer meetup", text: "An evening of short talks and good coffee.", values: { event_date: "2025-06-12", location: "Stockholm" } },
      { title: "Autumn workshop", text: "Hands-on session for beginners.", values: { event_date: "2025-09-18", location: "Gothenburg" } },
    ],
  },
  {
    key: "book",
    singular: "Book",
    plural: "Books",
    icon: "dashicons-book",
    fields: [
      { key: "book_author", label: "Author", type: "text" },
      { key: "isbn", label: "ISBN", type: "text" },
    ],
    words: ["books", "book list", "book collection", "book catalog(?:ue)?", "book reviews", "böcker", "boklista", "bokhylla"],
    samples: [
      { title: "The Quiet Harbour", text: "A novel about a small town by the sea.", values: { book_author: "Maria Lind", isbn: "978-91-0-000000-1" } },
      { title: "Code for Everyone", text: "A friendly introduction to programming.", values: { book_author: "Erik Sand", isbn: "978-91-0-000000-2" } },
    ],
  },
  {
    key: "recipe",
    singular: "Recipe",
    plural: "Recipes",
    icon: "dashicons-carrot",
    fields: [
      { key: "prep_time", label: "Preparation time (minutes)", type: "number" },
      { key: "servings", label: "Servings", type: "number" },
    ],
    words: ["recipes?", "recept", "receptsamling"],
    samples: [
      { title: "Cinnamon buns", text: "Soft buns with cinnamon and cardamom.", values: { prep_time: "90", servings: "20" } },
      { title: "Tomato soup", text: "A quick soup for cold evenings.", values: { prep_time: "25", servings: "4" } },
    ],
  },
  {
    key: "team_member",
    singular: "Team Member",
    plural: "Team",
    icon: "dashicons-groups",
    fields: [
      { key: "job_title", label: "Job title", type: "text" },
      { key: "email", label: "E-mail", type: "email" },
    ],
    words: ["team members?", "our team", "staff members?", "staff", "employees", "medarbetare", "anställda", "vårt team"],
    samples: [
      { title: "Sara Holm", text: "Leads our design team.", values: { job_title: "Design lead", email: "sara@example.com" } },
      { title: "Ali Karimi", text: "Keeps every project on time.", values: { job_title: "Project manager", email: "ali@example.com" } },
    ],
  },
  {
    key: "project",
    singular: "Project",
    plural: "Projects",
    icon: "dashicons-clipboard",
    fields: [
      { key: "client", label: "Client", type: "text" },
      { key: "project_url", label: "Project URL", type: "url" },
    ],
    words: ["projects", "case stud(?:y|ies)", "projekt", "projekten"],
    samples: [
      { title: "School app", text: "An app for parents and teachers.", values: { client: "City schools", project_url: "https://example.com/school" } },
      { title: "Shop redesign", text: "A faster, simpler online shop.", values: { client: "Fika Shop", project_url: "https://example.com/shop" } },
    ],
  },
  {
    key: "faq",
    singular: "FAQ",
    plural: "FAQs",
    icon: "dashicons-editor-help",
    fields: [],
    words: ["faqs?", "frequently asked questions", "vanliga frågor", "frågor och svar"],
    samples: [
      { title: "How do I place an order?", text: "Add the items to your cart and follow the checkout.", values: {} },
      { title: "Can I return an item?", text: "Yes, within 30 days of delivery.", values: {} },
    ],
  },
  {
    key: "job",
    singular: "Job",
    plural: "Jobs",
    icon: "dashicons-id",
    fields: [
      { key: "job_location", label: "Location", type: "text" },
      { key: "deadline", label: "Application deadline", type: "date" },
    ],
    words: ["job listings?", "job board", "jobs board", "job openings", "vacanc(?:y|ies)", "careers", "lediga jobb", "lediga tjänster", "jobbannonser", "platsannonser"],
    samples: [
      { title: "Frontend developer", text: "Join our web team.", values: { job_location: "Malmö", deadline: "2025-05-31" } },
      { title: "Customer support", text: "Help our customers every day.", values: { job_location: "Remote", deadline: "2025-06-15" } },
    ],
  },
  {
    key: "course",
    singular: "Course",
    plural: "Courses",
    icon: "dashicons-welcome-learn-more",
    fields: [
      { key: "duration", label: "Duration", type: "text" },
      { key: "price", label: "Price", type: "text" },
    ],
    words: ["courses", "online courses?", "kurser", "utbildningar"],
    samples: [
      { title: "WordPress basics", text: "Build your first site in a day.", values: { duration: "1 day", price: "$99" } },
      { title: "Photography", text: "Take better photos with any camera.", values: { duration: "4 weeks", price: "$149" } },
    ],
  },
];

/** A post type for a noun outside the catalogue ("a custom post type for cars"). */
export function genericKind(singular: string, plural: string): PostTypeKind {
  const key =
    singular
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 17)
      .replace(/_+$/, "") || "item";
  return {
    key,
    singular,
    plural,
    icon: "dashicons-admin-post",
    fields: [{ key: "details", label: "Details", type: "text" }],
    words: [],
    samples: [
      { title: `First ${singular.toLowerCase()}`, text: "A short description.", values: { details: "Extra details" } },
      { title: `Second ${singular.toLowerCase()}`, text: "Another short description.", values: { details: "More details" } },
    ],
  };
}

/** The kind for stored block params (catalogue key, or a generic noun with its labels). */
export function kindFromParams(params: Readonly<Record<string, string>>): PostTypeKind {
  const known = POST_TYPE_KINDS.find((kind) => kind.key === params.type);
  if (known) return known;
  const kind = genericKind(params.singular ?? "Item", params.plural ?? "Items");
  return params.type ? { ...kind, key: params.type } : kind;
}
