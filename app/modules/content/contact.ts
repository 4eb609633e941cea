export const CONTACT_SUBJECTS = {
  returns: "Returns",
  shipping: "Shipping",
  remakes: "Remakes",
  sizes: "Sizes",
  customizing: "Customizing",
  advice: "Advice",
  quality: "Quality",
  site: "Website",
  other: "Other",
} as const;

export const CONTACT_REQUIRED_MESSAGE = "Please complete all the required fields *";
export const CONTACT_SUCCESS_MESSAGE = "your request has been sent successfully, we will respond to you quickly";
