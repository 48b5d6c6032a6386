mod ai;
mod character_choice;
mod characters;
mod panel_flow;
pub(crate) mod playouts;
mod responses;
mod setup_distance;
pub(crate) mod table;
mod turns;
