import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av XML-RPC",
  features: () => [
    "XML-RPC är avstängt: xmlrpc.php erbjuder ingen metod, så inga inloggningsförsök och inga pingbackar den vägen.",
    "Huvudet X-Pingback och RSD-länken skickas inte längre, och inlägg slutar ta emot pingar.",
  ],
  usage: () => ["Aktivera pluginet: XML-RPC är avstängt på en gång. Jetpack och WordPress mobilappar som använder XML-RPC slutar fungera på den här webbplatsen."],
};
